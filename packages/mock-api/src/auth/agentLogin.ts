import type { AgentLoginRequest, AuthSession } from '@storefront/api-contract';
import { findStore } from '../catalog/stores';
import type { Database } from '../db/client';
import type { ConsumerRow, EmployeeRecord } from '../db/consumerSchema';
import { ApiHttpError } from '../errors';
import { verifyCaptcha } from './captcha';
import { checkCredentials } from './signin';
import { issueSession } from './tokens';

/** Who may use agent login: employees with their employee record. */
const isEmployee = (
  consumer: ConsumerRow,
): consumer is ConsumerRow & { employee: EmployeeRecord } =>
  consumer.type === 'EMPLOYEE' && consumer.employee !== null;

/**
 * Agent login (spec 1 §6, §7 "Authentication"; spec 2 §3 "In-store session"): the captcha
 * (action `login`), then the credentials of an employee (anyone else is answered like a wrong
 * password and counted towards the lock), then the store; answers an auth session carrying
 * the in-store session (store, employee id and name).
 * @throws ApiHttpError 403 `AUT403` captcha; 401 `AUT401` / `AUT426`, 423 `AUT423` as
 * `checkCredentials`; 404 `STR404` for an unknown store
 */
export async function agentLogin(db: Database, body: AgentLoginRequest): Promise<AuthSession> {
  await verifyCaptcha(db, body.captchaResponse, 'login');
  const consumer = await checkCredentials(db, body.username, body.password, isEmployee);
  const store = await findStore(db, body.storeId);
  if (!store) throw new ApiHttpError(404, 'STR404', `Store ${body.storeId} not found`);
  const name = [consumer.details.firstName, consumer.details.lastName].filter(Boolean).join(' ');
  return issueSession(db, consumer, {
    storeId: store.id,
    storeName: store.name,
    storeEmployeeId: consumer.employee.employeeId,
    storeEmployeeName: name || consumer.employee.employeeId,
  });
}
