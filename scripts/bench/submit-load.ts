/**
 * bench:submit's load generator, run as a worker thread: POSTs submits of the bench form with
 * node:http over kept-alive connections, CONCURRENCY at a time, when the main thread says so.
 */
import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { CONCURRENCY, pool, values } from './submit-shared';

/** What the worker is started with. */
export interface TLoadSetup {
  address: string;
  apiKey: string;
  formId: string;
}

/** Send `count` submits, numbered from `offset`. */
export interface TLoadOrder {
  count: number;
  offset: number;
}

/** Done; `error` when a submit did not answer 200. */
export interface TLoadAnswer {
  error?: string;
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  const { address, apiKey, formId } = workerData as TLoadSetup;
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const url = new URL('/api/registration', address);

  const submitOne = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const body = JSON.stringify({ form_id: formId, fill_token: randomUUID(), values: values(i) });
      const request = httpRequest(url, {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'api-key': apiKey,
        },
      });
      request.on('error', reject);
      request.on('response', (response) => {
        response.resume();
        response.on('error', reject);
        response.on('end', () => {
          if (response.statusCode === 200) resolve();
          else reject(new Error(`submit answered ${response.statusCode}`));
        });
      });
      request.end(body);
    });

  port.on('message', (order: TLoadOrder) => {
    pool(order.count, (i) => submitOne(order.offset + i)).then(
      () => port.postMessage({} satisfies TLoadAnswer),
      (error: unknown) => port.postMessage({ error: String(error) } satisfies TLoadAnswer),
    );
  });
}
