export { PayLaterSlot, type PayLaterSlotProps } from './PayLaterSlot.client';
