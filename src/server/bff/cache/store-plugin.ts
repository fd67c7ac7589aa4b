/**
 * What the BFF keeps across restarts: `app.store`, the SQLite store in DATA_DIR; with several instances,
 * the replay records (`app.records`) and the sign-outs (`app.revocations`) shared through Redis, so a
 * sign-out through one instance holds on every instance. Every piece that shares is scoped by the
 * built-in key's fingerprint.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RevocationStore } from '../security/session';
import { SharedRecords } from '../shared/shared-records';
import { SharedRevocations } from '../shared/shared-revocations';
import { Store } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    readonly store: Store;
    /** Several instances: the replay records every instance reads; undefined with one. */
    readonly records: SharedRecords | undefined;
    readonly revocations: RevocationStore;
  }
}

export interface StorePluginOptions {
  readonly dataDir: string;
  /** The fingerprint that scopes what is shared (upstream/key-scope.ts `keyScopeId`). */
  readonly sharedScope: string;
}

export const storePlugin = fp(
  async (app: FastifyInstance, { dataDir, sharedScope }: StorePluginOptions) => {
    const store = new Store(dataDir);
    app.addHook('onClose', async () => store.close());
    app.decorate('store', store);
    app.decorate('records', app.redis ? new SharedRecords(app.redis, sharedScope) : undefined);
    let revocations: RevocationStore = store;
    if (app.redis) {
      const shared = new SharedRevocations(app.redis, store);
      await shared.start();
      revocations = shared;
    }
    app.decorate('revocations', revocations);
  },
  { name: 'bff-store', fastify: '5.x', dependencies: ['bff-redis'] },
);
