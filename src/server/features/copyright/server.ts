/** The copyright feature's manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { copyrightAuthorization } from './authorization';
import { createCopyrightRouter } from './copyrightRouter';
import { createCopyrightServerApi } from './copyrightServerApi';
import { createDmcaRouter } from './dmcaRouter';
import { createDmcaLimiter } from './limits';

export const copyrightServer = {
  name: 'copyright',
  authorization: copyrightAuthorization,
  routers: ({ getContext, config, recovery, log, renderPage, redis }) => ({
    routes: [
      createCopyrightRouter(getContext, {
        mailer: recovery.mailer,
        productName: config.productName,
        linkOrigin: recovery.linkOrigin,
        onMailError: (err) => log.error({ err }, 'copyright notice email could not be sent'),
      }),
      createDmcaRouter(getContext, renderPage, createDmcaLimiter(redis)),
    ],
  }),
  serverApi: (ctx) => ({ copyright: createCopyrightServerApi(ctx) }),
} satisfies ServerFeature<'copyright'>;
