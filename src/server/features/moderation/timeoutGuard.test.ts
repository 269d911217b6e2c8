/** Which writes the time-out guard refuses (by path), and which stay open to a timed-out user. */
import { guardedWrite } from './timeoutGuard';

test.each([
  ['POST', '/v5/comments', 'api'],
  ['POST', '/v5/comments/namespaces/comments/resources/12/sentiments/:like:', 'api'],
  ['POST', '/reading/v1/stories/1/parts/2/polls/3:answer', 'api'],
  ['POST', '/api/v3/stories/1/parts/2/votes', 'api'],
  ['POST', '/api/v3/lists/', 'api'],
  ['POST', '/api/v3/users/ava/following', 'api'],
  ['PUT', '/v4/parts/5/text', 'api'],
  ['POST', '/v4/parts/5/publish', 'api'],
  ['POST', '/v4/stories/5/cover', 'api'],
  ['POST', '/api/v3/users/ava/inbox/bram', 'api'],
  ['POST', '/comments', 'form'],
  ['POST', '/1234-a-part/vote', 'form'],
  ['POST', '/myworks/7/write/8/publish', 'form'],
  ['POST', '/user/ava/follow', 'form'],
] as const)('%s %s is refused (%s)', (method, path, kind) => {
  expect(guardedWrite(method, path)).toBe(kind);
});

test.each([
  ['GET', '/v5/comments/12'],
  ['POST', '/logout'],
  ['POST', '/settings'],
  ['POST', '/v4/users/ava/blocks'],
  ['POST', '/v4/support/tickets/'],
  ['DELETE', '/v5/comments/namespaces/comments/resources/12'],
  ['POST', '/api/v3/users/ava/library'],
  ['DELETE', '/api/v3/users/ava/inbox/bram'],
])('%s %s stays open', (method, path) => {
  expect(guardedWrite(method, path)).toBeNull();
});
