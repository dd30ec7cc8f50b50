import { th } from '@eform/core/messages/home';
import { notifications } from '@mantine/notifications';
import { sessionStore } from '../../session';
import {
  applyRetention,
  inlineFiles,
  listRegistrations,
  readForFill,
  removeRegistration,
  saveRegistration,
  type TOwner,
  type TSaveInput,
} from './saved-store';
import { syncSaved, type TSyncOutcome } from './sync';

// What the screens do with the device's store, with the session's user and client and the
// toasts of doc 1 §8. Loaded on the first save, list or sync (with Dexie), never before a form shows.

const SYNC_FAILED_ID = 'saved-sync-failed';
const SYNC_NOTICE_ID = 'saved-sync-notice';

/** The signed-in user and current client, or null. */
export function currentOwner(): TOwner | null {
  const session = sessionStore.get();
  if (!session || session.clientId === null) return null;
  return { userId: session.user.id, clientId: session.clientId };
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * Who hears of a sync (issue 30): 'asked' (the list's 'Synchroniseren') hears that it waits for
 * the connection when offline, and how it ended; 'reconnected' (the sync when the network is
 * back) hears how it ended when it sent registrations; otherwise a sync is silent but for its
 * failure.
 */
export type TSyncAnnounce = 'asked' | 'reconnected';

/** A sync waits for the network to come back (see runSync). */
let waitingForNetwork = false;

function showNotice(color: string, message: string): void {
  notifications.hide(SYNC_NOTICE_ID);
  notifications.show({ id: SYNC_NOTICE_ID, color, message });
}

/** Whether everything is safe on the server after `outcome`, said when someone should hear it. */
function announceOutcome(outcome: TSyncOutcome, announce: TSyncAnnounce | undefined): void {
  if (announce !== 'asked' && !(announce === 'reconnected' && outcome.sent > 0)) return;
  if (outcome.notOnServer === 0) showNotice('green', th('saved.syncSafe'));
  else showNotice('orange', th('saved.syncPartly'));
}

/**
 * Syncs when signed in and online; a failure shows the warning 'Registraties konden niet
 * gesynchroniseerd worden.' and answers null. `announce`: see {@link TSyncAnnounce}.
 */
export async function runSync(announce?: TSyncAnnounce): Promise<TSyncOutcome | null> {
  const owner = currentOwner();
  if (!owner) return null;
  if (!isOnline()) {
    if (announce === 'asked') {
      showNotice('blue', th('saved.syncWaits'));
      // As promised, whether or not the background work listens already (it starts when the
      // page is idle); a second sync after its own sends nothing and says nothing.
      if (!waitingForNetwork) {
        waitingForNetwork = true;
        window.addEventListener(
          'online',
          () => {
            waitingForNetwork = false;
            void runSync('reconnected');
          },
          { once: true },
        );
      }
    }
    return null;
  }
  try {
    const outcome = await syncSaved(owner);
    notifications.hide(SYNC_FAILED_ID);
    announceOutcome(outcome, announce);
    return outcome;
  } catch (error) {
    console.warn('Saved registrations sync failed', error);
    notifications.show({ id: SYNC_FAILED_ID, color: 'orange', message: th('unsent.syncFailed') });
    return null;
  }
}

/**
 * Saves on the device and, when online, syncs in the background. Answers the version written
 * (see saveRegistration); rejects when the save fails.
 */
export async function saveLocally(input: TSaveInput): Promise<string> {
  const owner = currentOwner();
  if (!owner) throw new Error('Not signed in');
  const version = await saveRegistration(owner, input);
  void runSync();
  return version;
}

/**
 * Whose copies a guest keeps (doc 1 §2.13 'offline save'): this device only, never synced (a
 * guest has no account), one per guest form, gone once sent. No user has id 0.
 */
const GUEST_OWNER: TOwner = { userId: 0, clientId: 0 };

/** A guest's copy of a guest form on this device. */
export type TGuestCopy = { fillToken: string; values: Record<string, unknown>; savedAt: string };

/** 'Opslaan' on a guest form: keeps the filling on this device, replacing its earlier copy. */
export async function saveGuestCopy(input: TSaveInput): Promise<string> {
  for (const row of await listRegistrations(GUEST_OWNER.userId)) {
    if (row.formId === input.formId && row.fillToken !== input.fillToken) {
      await removeRegistration(GUEST_OWNER.userId, row.fillToken);
    }
  }
  return saveRegistration(GUEST_OWNER, input);
}

/**
 * The guest's copy of the form `formId` on this device (files inline), or null. The device's
 * retention (doc 1 §9) applies first: a guest has no start-up sync to apply it.
 */
export async function readGuestCopy(formId: string): Promise<TGuestCopy | null> {
  await applyRetention(GUEST_OWNER.userId);
  const rows = await listRegistrations(GUEST_OWNER.userId);
  const row = rows.find((r) => r.formId === formId);
  if (!row) return null;
  return {
    fillToken: row.fillToken,
    values: await inlineFiles(row),
    savedAt: row.registrationUpdatedAt,
  };
}

/** The guest's copy reached the server: it leaves the device. */
export async function forgetGuestCopy(fillToken: string): Promise<void> {
  await removeRegistration(GUEST_OWNER.userId, fillToken).catch((error: unknown) => {
    console.warn('Guest copy cleanup failed', error);
    notifications.show({ color: 'red', message: th('unsent.cleanupFailed') });
  });
}

/** The values of a saved registration for the fill screen (null when gone). */
export async function readSavedForFill(fillToken: string) {
  const owner = currentOwner();
  return owner ? readForFill(owner.userId, fillToken) : null;
}

/**
 * A registration reached the server (sent now, or answered 409: sent before): its copy leaves the
 * device, and the next sync takes it off the server's saved list. A failure says so (doc 1 §8).
 */
export async function forgetSent(fillToken: string): Promise<void> {
  const owner = currentOwner();
  if (!owner) return;
  try {
    await removeRegistration(owner.userId, fillToken);
  } catch (error) {
    console.warn('Saved registration cleanup failed', error);
    notifications.show({ color: 'red', message: th('unsent.cleanupFailed') });
  }
}

/** On start: the device's retention (doc 1 §9), then a sync. */
export async function startUp(): Promise<void> {
  const owner = currentOwner();
  if (!owner) return;
  await applyRetention(owner.userId).catch((error) => console.warn('Retention failed', error));
  await runSync();
}
