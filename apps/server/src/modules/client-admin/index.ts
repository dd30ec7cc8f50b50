/**
 * The client administration for the rest of the server: the removal worker and its resume
 * schedule. The app alone imports client-admin.routes.ts.
 */

export { assertGlobalPermission } from './client-admin.service';
export { registerClientRemovalJob } from './client-removal.job';
export {
  FINISHED_BATCH_KEEP_MS,
  purgeFinishedBatches,
  resumeStaleRemovals,
  runClientRemoval,
} from './client-removal.service';
export {
  CLIENT_REMOVAL_QUEUE,
  REMOVAL_EXPIRE_SECONDS,
  type TClientRemovalJob,
} from './removal-queue';
