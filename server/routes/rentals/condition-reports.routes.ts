import { z } from 'zod'
import { ConditionReportFieldsSchema, ConditionReportResponseSchema, ConditionReportsResponseSchema, VehicleSideSchema, TripMomentSchema } from '@contracts/trip'
import { requireMember } from '../../context/auth'
import { notFound } from '../../errors'
import { defineRoutes } from '../../http/route-module'
import { parseWith } from '../../http/validation'
import { member } from '../../context/guards'
import { binary, declared, fileAnswer, IdParams, PathIdSchema } from '../../http/declared-routes'
import { userFileReply } from '../../http/user-file'
import { assertNotBlocked } from '../../users/permissions'
import { addConditionReport, damagesBySide, findReportPhoto, knownDamageRows, listConditionReports, missingSides, toWireReport } from '../../domain/trip/condition-reports'
import { loadDriverRental } from '../../domain/trip/trip-rental'
import { damageMode } from '../../domain/trip/trip-rules'
import { acceptUploads, readMultipartForm } from '../registration/multipart-form'

const ReportUpload = z.object({ moment: TripMomentSchema, side: VehicleSideSchema, note: z.string().optional(), photo: binary().optional() })
const PhotoParams = z.object({ id: PathIdSchema, report_id: PathIdSchema })

/**
 * Condition reports (../shared/trip/CONTRACT.md): the driver's walk-around at start and end, and a
 * damage noticed during the trip, each a side with a photo or a note; the vehicle's known damages
 * from earlier rentals beside them. Only the rental's driver: anyone else 404.
 */
export default defineRoutes(async (app) => {
  await acceptUploads(app)

  app.post(
    '/user/rentals/:id/condition_reports',
    {
      schema: declared({
        summary: 'Records one observation of the vehicle (multipart: moment, side, note, photo).',
        description:
          'moment is start, during or end; side front, back, left, right, interior or other; a photo (PNG or JPEG, 10 MB, 40 megapixels at most) or a note is required. ' +
          'With the tenant\'s damage_report_mode "photos", start and end each need a photo of the four sides before the trip may start or end.',
        bearer: true,
        guard: member,
        params: IdParams,
        consumes: ['multipart/form-data'],
        body: ReportUpload,
        response: { 201: ConditionReportResponseSchema },
      }),
    },
    async (request, reply) => {
      const { user } = await requireMember(request)
      const rental = await loadDriverRental(app.db, request.tenant.id, user.id, request.params.id)
      assertNotBlocked(user)
      const form = await readMultipartForm(request, 'condition_report')
      const fields = parseWith(ConditionReportFieldsSchema, form.fields)
      const row = await addConditionReport(app.db, {
        rental,
        userId: user.id,
        fields,
        photo: form.file ? { content: form.file.content, filename: form.file.filename } : null,
        storage: app.files,
        now: app.adapters.clock(),
      })
      return reply.code(201).send({ condition_report: toWireReport(row) })
    },
  )

  app.get(
    '/user/rentals/:id/condition_reports',
    {
      schema: declared({
        summary: "The rental's condition reports, the vehicle's known damages by side, and the photos still required.",
        bearer: true,
        guard: member,
        params: IdParams,
        response: { 200: ConditionReportsResponseSchema },
      }),
    },
    async (request) => {
      const { user } = await requireMember(request)
      const rental = await loadDriverRental(app.db, request.tenant.id, user.id, request.params.id)
      const mode = damageMode(request.tenant.settings)
      const [reports, known, start, end] = await Promise.all([
        listConditionReports(app.db, rental),
        knownDamageRows(app.db, rental),
        missingSides(app.db, rental, 'start', mode),
        missingSides(app.db, rental, 'end', mode),
      ])
      return {
        condition_reports: reports.map(toWireReport),
        known_damages: damagesBySide(known, rental.id),
        damage_report_mode: mode,
        required: { start: { missing_sides: start }, end: { missing_sides: end } },
      }
    },
  )

  app.get(
    '/user/rentals/:id/condition_reports/:report_id/photo',
    {
      schema: declared({
        summary: "A condition report's photo: the rental's own, or a known damage of its vehicle.",
        bearer: true,
        guard: member,
        params: PhotoParams,
        response: { 200: fileAnswer('The photo.', 'image/png', 'image/jpeg') },
      }),
    },
    async (request, reply) => {
      const { user } = await requireMember(request)
      const rental = await loadDriverRental(app.db, request.tenant.id, user.id, request.params.id)
      const photo = await findReportPhoto(app.db, rental, request.params.report_id)
      const content = await app.files.get(photo.path)
      if (!content) throw notFound()
      const ext = photo.type === 'image/png' ? 'png' : 'jpg'
      return userFileReply(reply, { contentType: photo.type, filename: `condition-${request.params.report_id}.${ext}`, disposition: 'inline' }).send(content)
    },
  )
})
