import { errorCatalogue, isErrorCode } from '@storefront/api-contract';

/** Request header that asks the mock API for a simulated backend failure. */
export const mockErrorHeader = 'x-mock-error';

/** A failure the mock API can simulate: its status and the calls it can arise on. */
interface Simulated {
  status: number;
  /** Pathnames where the real backend raises the code. */
  paths: RegExp;
}

const signIn =
  /^\/(consumers-v3\/auth\/signin|token\/v2\/auth\/token|consumers-v3\/consumer\/agent\/login)$/;
const profile = /^\/consumers-v3\/consumer$/;
const addItem = /^\/cart\/v1\/(item|cartWithItem)$/;
const placement = /^\/cart\/(v1\/cart\/prepareOrder|v2\/checkout\/order)$/;

/**
 * Codes of spec 1 §8 / spec 2 §8 whose cause is internal to the real backend (a system
 * failure, or a meaning the spec does not give), so the mock cannot produce them from data:
 * a request carrying `x-mock-error: <code>` on one of the code's calls is answered with that
 * code (the UI's handling can be seen on purpose). Every other code has a data trigger (see
 * the package README).
 */
export const simulatedErrors: Readonly<Record<string, Simulated>> = {
  GEN500: { status: 500, paths: /^\// },
  AUT418: { status: 401, paths: signIn },
  AUT437: { status: 401, paths: signIn },
  AUT438: { status: 401, paths: signIn },
  AUT441: { status: 423, paths: signIn },
  AUT500: { status: 500, paths: signIn },
  AUT444: { status: 409, paths: /^\/consumers-v3\/(auth\/signup|consumer)$/ },
  PRO404: { status: 404, paths: profile },
  PRO412: { status: 400, paths: profile },
  PRO414: { status: 400, paths: profile },
  PRO415: { status: 400, paths: profile },
  PRO418: { status: 400, paths: profile },
  ORD415: { status: 409, paths: placement },
  ATTR100: { status: 400, paths: addItem },
  ATTR200: { status: 400, paths: addItem },
  ATTR300: { status: 400, paths: addItem },
  TAX309: { status: 503, paths: placement },
};

/**
 * The simulated failure a request asks for, if any.
 * @returns `{ status, errorId, message }`: the simulated code, or 400 `API400` when the header
 * names a code that is not simulated or not on this call; `undefined` without the header.
 */
export function simulatedFailure(
  header: string | string[] | undefined,
  pathname: string,
): { status: number; errorId: string; message: string } | undefined {
  const code = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!code) return undefined;
  const simulated = Object.hasOwn(simulatedErrors, code) ? simulatedErrors[code] : undefined;
  if (!simulated?.paths.test(pathname) || !isErrorCode(code)) {
    return {
      status: 400,
      errorId: 'API400',
      message: `${mockErrorHeader}: ${code} is not simulated on ${pathname}`,
    };
  }
  return {
    status: simulated.status,
    errorId: code,
    message: `${errorCatalogue[code].meaning} (simulated by ${mockErrorHeader})`,
  };
}
