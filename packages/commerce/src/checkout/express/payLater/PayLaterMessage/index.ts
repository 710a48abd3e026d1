export { PayLaterMessage } from './PayLaterMessage.client';
