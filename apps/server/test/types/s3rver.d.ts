/** The part of s3rver (an in-process S3 for tests, no types of its own) the tests use. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface TS3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  /** One S3 event notification (object created, copied, removed). */
  interface TS3rverEvent {
    Records: { eventName: string; s3: { object: { key: string } } }[];
  }

  export default class S3rver {
    constructor(options: TS3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    on(event: 'event', listener: (event: TS3rverEvent) => void): this;
  }
}
