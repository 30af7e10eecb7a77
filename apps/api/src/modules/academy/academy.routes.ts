import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  academyCategoryList,
  carrierCourses,
  courseList,
  courseBody,
  courseDetail,
  courseIdQuery,
  courseProgressPage,
  courseProgressQuery,
  courseStepBody,
  updateCourseBody,
} from '@kurye/contracts/academy';
import { carrierIdParams } from '@kurye/contracts/common';
import { ownIdOf, type OwnIdOf } from '../../plugins/own-id';
import { authOf, requireClaim } from '../../plugins/policy';
import { routeOptions } from '../../plugins/route-options';
import type { AcademyService } from './academy.service';

const route = routeOptions(['academy']);

/** The courier academy (§7 `api/apps/academy/*`), the courier's progress and who completed what. */
export function academyRoutes(service: AcademyService, carrierIdOf: OwnIdOf) {
  const carrierOf = ownIdOf(carrierIdOf);
  /** The caller's courier id, or undefined for an office user (who sees no progress of its own). */
  const progressOwner = (req: Parameters<typeof authOf>[0]) => carrierIdOf(authOf(req).userId);
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/apps/academy/categories',
      route.answering(requireClaim('academy.read'), academyCategoryList, { description: 'Course categories, by title.' }),
      () => service.categories(),
    );
    r.get(
      '/api/apps/academy/courses',
      route.answering(requireClaim('academy.read'), courseList, {
        description: 'Every course (featured first), with the calling courier’s progress and whether its carrier type must complete it.',
      }),
      async (req) => service.courses(await progressOwner(req)),
    );
    r.get(
      '/api/apps/academy/courses/course',
      route.query(requireClaim('academy.read'), courseIdQuery, courseDetail, { description: 'One course with its steps (sanitised HTML).' }),
      async (req) => service.course(await progressOwner(req), req.query.id),
    );
    r.post(
      '/api/apps/academy/courses/course',
      route.created(requireClaim('academy.write'), courseBody, courseDetail, {
        description: 'Creates a course with its steps; step content is sanitised (formatting, links and http(s) images only).',
      }),
      async (req, reply) => reply.status(201).send(await service.save(authOf(req), req.body)),
    );
    r.patch(
      '/api/apps/academy/courses/course',
      route.answering(requireClaim('academy.write'), courseDetail, {
        body: updateCourseBody,
        description: 'Rewrites a course and replaces its steps; progress past a removed last step is brought back to it.',
      }),
      (req) => service.save(authOf(req), req.body),
    );
    r.post(
      '/api/apps/academy/courses/progress',
      route.answering(requireClaim('courier.work'), courseDetail, {
        body: courseStepBody,
        description:
          'The calling courier finished a step (1-based, in order; a later one answers 409 `course_step_locked`). Finishing the last completes the course; a completed course stays completed.',
      }),
      async (req) => service.completeStep(await carrierOf(req), req.body.courseId, req.body.step),
    );
    r.get(
      '/api/apps/academy/courses/progress',
      route.query(requireClaim('academy.read'), courseProgressQuery, courseProgressPage, {
        description: 'Couriers of the caller’s zones and their progress in one course, paged; `state` filters completed, started or not started.',
      }),
      (req) => service.progress(authOf(req), req.query),
    );
    r.get(
      '/api/carriers/:carrierId/courses',
      route.with(requireClaim('academy.read', { resource: { kind: 'carrier', param: 'carrierId' } }), {
        params: carrierIdParams,
        response: { 200: carrierCourses },
        description: 'Every course and the courier’s state in it (required for its carrier type, current step, completed).',
      }),
      (req) => service.carrierCourses(req.params.carrierId),
    );
  };
}
