import { outboxOnlyDelivery } from '../src/platform/mail/mail-delivery.ts';
import { sharedOfflinePlaceSearch } from '../src/platform/maps/offline-place-search.ts';
import { createOfflineRoutePlanner } from '../src/platform/maps/offline-route-planner.ts';
import { createTestCardProcessor } from '../src/platform/payments/test-card-processor.ts';
import { createUploadStorage } from '../src/platform/uploads/upload-storage.ts';
import { createServices, type Services, type ServicesDeps } from '../src/services.ts';
import type { TestContext } from './build-test-app.ts';

/**
 * The services as the composition root wires them, on the test app's database, log and uploads, for
 * a test that calls a service directly (on its own clock, say) rather than through HTTP. The same
 * stand-ins as the app's defaults (app.ts); `overrides` replaces any of them.
 */
export function createTestServices(ctx: TestContext, overrides: Partial<ServicesDeps> = {}): Services {
  return createServices({
    db: ctx.db,
    now: () => new Date(),
    routePlanner: createOfflineRoutePlanner(),
    placeSearch: sharedOfflinePlaceSearch(),
    cardProcessor: createTestCardProcessor({ db: ctx.db }),
    publicUrl: 'http://localhost:3000',
    mail: outboxOnlyDelivery,
    // Off: tests change users and sessions in the database and expect it seen at once.
    actorCacheMs: 0,
    log: ctx.app.log,
    uploads: createUploadStorage(ctx.uploadsDir),
    ...overrides,
  });
}
