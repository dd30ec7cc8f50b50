/**
 * The credits module for other modules: the balance, new entries, and THE way a credit is taken
 * (takeCreditSql and creditUsageSql inside a statement; consumeCredit on a transaction;
 * retryWhileSlotsHeld around either).
 */
export { creditUsageSql, takeCreditSql } from './credits.repository';
export {
  addCreditEntry,
  CREDIT_SLOT_COUNT,
  consumeCredit,
  defaultCreditExpiry,
  getClientCredits,
  retryWhileSlotsHeld,
  splitOverSlots,
} from './credits.service';
export {
  checkLowCredits,
  checkLowCreditsOf,
  LOW_CREDITS_MAIL_QUEUE,
  MAIL_JOB_OPTIONS,
  sendLowCreditsMail,
  type TLowCreditsMailJob,
} from './low-credits';
export { registerLowCreditsMailJob } from './low-credits-mail.job';
