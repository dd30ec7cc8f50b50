/**
 * bench:submit's load generator, run as a worker thread: POSTs submits of the bench forms with
 * node:http over kept-alive connections, CONCURRENCY at a time, when the main thread says so.
 * Submit i goes as filler `i % fillers` of the order (one filler: one user on one form).
 */
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { CONCURRENCY, pool, postSubmit, values } from './submit-shared';

/** A user's api key and the form they fill. */
export interface TFiller {
  apiKey: string;
  formId: string;
}

/** What the worker is started with: the fillers of every mode. */
export interface TLoadSetup {
  address: string;
  fillers: TFiller[];
}

/** Send `count` submits, numbered from `offset`, spread over the first `fillers` fillers. */
export interface TLoadOrder {
  count: number;
  offset: number;
  fillers: number;
}

/** Done; `error` when a submit did not answer 200. */
export interface TLoadAnswer {
  error?: string;
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  const { address, fillers } = workerData as TLoadSetup;
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const url = new URL('/api/registration', address);

  const submitOne = async (i: number, filler: TFiller | undefined) => {
    if (!filler) throw new Error('no filler');
    const { apiKey, formId } = filler;
    const body = JSON.stringify({ form_id: formId, fill_token: randomUUID(), values: values(i) });
    const status = await postSubmit(agent, url, apiKey, body);
    if (status !== 200) throw new Error(`submit answered ${status}`);
  };

  port.on('message', (order: TLoadOrder) => {
    const submit = (i: number) =>
      submitOne(order.offset + i, fillers[(order.offset + i) % order.fillers]);
    pool(order.count, submit).then(
      () => port.postMessage({} satisfies TLoadAnswer),
      (error: unknown) => port.postMessage({ error: String(error) } satisfies TLoadAnswer),
    );
  });
}
