import { randomInt, randomUUID } from 'node:crypto';

/** A new consumer id (UUID). */
export const newConsumerId = (): string => randomUUID();

/** A new customer number: `C` + 9 digits. */
export const newConsumerNo = (): string =>
  `C${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;

/** A new loyalty member id: `M` + 10 digits. */
export const newMemberId = (): string =>
  `M${String(randomInt(0, 1_000_000_000)).padStart(10, '0')}`;
