/**
 * POST /1/feedback: a reader's vote, and an optional comment, on one of the site's pages.
 *   {"page": "/payment-gateways/stripe", "vote": "no", "comment": "What were you looking for?"}
 * JSON (`application/json`, or `text/plain` as a cross-origin page sends it without a preflight);
 * anything else 415, a body over 8 KiB 413, a page the site does not have 404, a bad body 400,
 * a reader past FEEDBACK_READER_MAX sends in 10 minutes 429, feedback off 404: always
 * `{"message", "status"}`. The reader is told apart by a salted hash (FeedbackStore.readerKey) of
 * the address (behind the proxy TRUST_PROXY names, the one it saw) and user agent, in memory only.
 */
import type {FastifyPluginAsync} from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import {SearchError} from '../../engine';
import {algoliaErrors, clientIdentity, jsonParser} from '../http';
import {SENT_SCHEMA, checkedComment, checkedPage, type Sent} from './input';
import type {FeedbackStore} from './store';

/** A vote with a comment of 1,000 characters, even each escaped as \uXXXX, fits. */
const FEEDBACK_BODY_LIMIT = 8 * 1024;

export type FeedbackPublicOptions = {store: FeedbackStore; pages: ReadonlySet<string>};

/**
 * Who sent it, as the search insights tell readers apart: `request.ip` (the connection's, or the
 * X-Forwarded-For hop the trusted proxy saw: TRUST_PROXY; anyone else's X-Forwarded-For is
 * ignored, so a client cannot pose as many readers) and the user agent. Only its salted hash is kept.
 */
const identity = clientIdentity;

export const feedbackPublicRoute: FastifyPluginAsync<FeedbackPublicOptions> = async (app, {store, pages}) => {
  jsonParser(app);
  await app.register(cors, {
    origin: '*',
    methods: ['POST', 'OPTIONS'],
    allowedHeaders: ['content-type'],
    maxAge: 86400,
    strictPreflight: false,
  });
  await app.register(rateLimit, {
    max: store.config.readerMax,
    timeWindow: store.config.readerWindowMs,
    keyGenerator: (request) => store.readerKey(identity(request)),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many feedback requests from this reader: at most ${context.max} in ${context.after}`,
    }),
  });

  app.post<{Body: Sent}>(
    '/',
    {bodyLimit: FEEDBACK_BODY_LIMIT, schema: {body: SENT_SCHEMA}},
    async (request, reply) => {
      if (!store.config.recording)
        throw new SearchError(404, 'Feedback is not collected on this server (FEEDBACK=0)');
      const {vote} = request.body;
      const page = checkedPage(request.body.page, pages);
      const comment = checkedComment(request.body.comment);
      store.record(store.readerKey(identity(request)), page, vote, comment);
      return reply.code(200).send({status: 200, message: 'Thank you', page, vote, comment: comment ?? null});
    },
  );

  // Another method on the route: its own answer, not the search routes' (which would ask for a key).
  app.route({
    method: ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH'],
    url: '/',
    handler: async () => {
      throw new SearchError(405, 'Method not allowed: send feedback with POST');
    },
  });

  algoliaErrors(app);
};
