import fastifyEtag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';

/**
 * Routes whose answers are made on request rather than read from a file (the drawn icons and
 * banners, images uploaded into the database): registered inside, every answer carries an ETag
 * of its body and a request naming it in If-None-Match gets 304 with no body (@fastify/etag).
 * Files on disk (portal chunks, the console) have @fastify/static's own. Scoped, so the API's
 * answers are not hashed.
 */
export const withEtags = (app: FastifyInstance, routes: (scope: FastifyInstance) => void): void => {
  app.register(async (scope) => {
    await scope.register(fastifyEtag);
    routes(scope);
  });
};
