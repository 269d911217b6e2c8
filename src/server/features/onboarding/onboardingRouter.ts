/**
 * Onboarding (accounts-safety-messaging §2, §4, §7; writing-paid-content §2, §4):
 * - page guards: `/start*` needs a signed-in user (→ /login?nextUrl=…); `/start` with no genres →
 *   /start/success; an unknown `/start/writerjourney/…` sub-path → the journey's root
 * - `POST /start` the genre form (JavaScript off): 1–3 known genres → stored → /start/success; a
 *   fourth is refused by rendering the page again with the spec's message
 * - `POST /start/writerjourney` the journey's forms (step + answer, or skip) → the next step
 * - `GET /v5/onboarding/genres` → {genres}
 * - `GET|PUT /v5/users/{username}/onboarding-answers` (user_type, writer_stage, finished_story)
 */
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { answersBody } from '../../../shared/contentSettings/schema';
import { ApiError } from '../../../shared/common/errors';
import type { FormFailure } from '../../../shared/common/forms';
import {
  asFinishedStory,
  asUserType,
  asWriterStage,
  GENRES_PATH,
  JOURNEY_ROOT,
  journeyStep,
  nextJourneyPath,
  preferredTagsError,
} from '../../../shared/onboarding/validation';
import { ONBOARDING_SUCCESS, onboardingNext, withOnboardingNext } from '../../../shared/onboarding/nextUrl';
import type { ContextFactory } from '../../lib/http';
import { formAction, type FormOutcome } from '../../ssr/formAction';
import { setPreferredTags } from '../contentSettings';
import { listGenres } from './genres';
import { getAnswers, saveAnswers } from './onboardingService';

/** The success screen, carrying sign-up's `nextUrl` (from the query, or the form). */
const successPath = (req: Request): string =>
  withOnboardingNext(
    ONBOARDING_SUCCESS,
    onboardingNext({
      ...((req.body ?? {}) as Record<string, unknown>),
      ...(req.query as Record<string, unknown>),
    }),
  );
const loginFirst = (req: Request, res: Response) =>
  res.redirect(303, `/login?nextUrl=${encodeURIComponent(req.originalUrl)}`);

/** The genre form's refusal: the picks as its values, in order. */
const refusal = (selected: string[], message: string): FormFailure => ({
  page: 'onboardingGenres',
  values: Object.fromEntries(selected.map((g, i) => [String(i), g])),
  fieldErrors: {},
  message,
  status: 200,
});

const listOf = (v: unknown): string[] =>
  (Array.isArray(v) ? v : v === undefined ? [] : [v]).filter((x): x is string => typeof x === 'string');

export function createOnboardingRouter(getContext: ContextFactory, renderPage: RequestHandler): Router {
  const r = Router();

  r.get(['/start', '/start/'], async (req, res, next) => {
    const ctx = getContext(req);
    if (!ctx.viewer) return loginFirst(req, res);
    const genres = await listGenres(ctx);
    if (!ctx.viewer.username || genres.length === 0) return res.redirect(303, successPath(req));
    next();
  });

  r.get(/^\/start\/(?:success|writerjourney)(?:\/.*)?$/, (req, res, next) => {
    if (!getContext(req).viewer) return loginFirst(req, res);
    if (req.path.startsWith(JOURNEY_ROOT) && journeyStep(req.path) === null)
      return res.redirect(303, JOURNEY_ROOT);
    next();
  });

  r.post(
    ['/start', '/start/'],
    formAction(async (req, res): Promise<FormOutcome | void> => {
      const ctx = getContext(req);
      if (!ctx.viewer) return loginFirst(req, res);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const selected = [...new Set(listOf(body.genre))].slice(0, 24);
      const known = (await listGenres(ctx)).map((g) => g.name);
      const error = selected.length === 0 ? null : preferredTagsError(selected, known);
      // Refused: `/start` again with the picks and the message.
      if (error) return { failed: refusal(selected, error) };
      if (selected.length) await setPreferredTags(ctx, ctx.viewer.username, selected);
      return { redirect: successPath(req) };
    }, renderPage),
  );

  r.post(['/start/writerjourney', '/start/writerjourney/'], async (req, res) => {
    const ctx = getContext(req);
    if (!ctx.viewer) return loginFirst(req, res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body.skip !== undefined) return res.redirect(303, GENRES_PATH);
    const answer = typeof body.answer === 'string' ? body.answer : '';
    const step = body.step === 'motivation' || body.step === 'novel' ? body.step : 'type';
    const value =
      step === 'type'
        ? asUserType(answer)
        : step === 'motivation'
          ? asWriterStage(answer)
          : asFinishedStory(answer);
    const back = step === 'type' ? JOURNEY_ROOT : step === 'motivation' ? `${JOURNEY_ROOT}/motivation` : null;
    if (!value) return res.redirect(303, back ?? `${JOURNEY_ROOT}/motivation/novel`);
    const key = step === 'type' ? 'user_type' : step === 'motivation' ? 'writer_stage' : 'finished_story';
    await saveAnswers(ctx, ctx.viewer.username, { [key]: value });
    res.redirect(303, nextJourneyPath(step, value));
  });

  r.get(['/v5/onboarding/genres', '/v5/onboarding/genres/'], async (req, res) => {
    const ctx = getContext(req);
    res.set('Cache-Control', 'public, max-age=300').json({ genres: await listGenres(ctx) });
  });

  const ANSWERS = ['/v5/users/:username/onboarding-answers', '/v5/users/:username/onboarding-answers/'];
  r.get(ANSWERS, async (req, res) => {
    res.set('Cache-Control', 'private, no-store');
    res.json(await getAnswers(getContext(req), String(req.params.username)));
  });
  r.put(ANSWERS, async (req, res) => {
    const body: unknown = req.body;
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw new ApiError(400, 1005, 'Send a JSON object of answers', 'InvalidValue');
    const answers = answersBody.parse(body);
    res.json(await saveAnswers(getContext(req), String(req.params.username), answers));
  });

  return r;
}
