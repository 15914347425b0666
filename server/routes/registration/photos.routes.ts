import { requireMember } from '../../context/auth'
import { findProfilePhoto, saveProfilePhoto } from '../../domain/documents/photos'
import { badRequest, notFound } from '../../errors'
import { defineRoutes } from '../../http/route-module'
import { activeMember, member } from '../../context/guards'
import { assertMayReadMember } from '../../users/relations'
import { loadUserWire } from '../../users/serialize'
import { acceptUploads, readMultipartForm } from './multipart-form'
import { z } from 'zod'
import { UserResponseSchema } from '@contracts/user'
import { binary, declared, fileAnswer, IdParams } from '../../http/declared-routes'
import { userFileReply } from '../../http/user-file'
import { readUserById } from '../../users/find-member'

const PhotoUpload = z.object({ 'photo[image]': binary() })

/** The member's avatar: uploaded as photo[image], shown to the member and their partners of a live carpool (users/relations.ts) through this authenticated route. */
export default defineRoutes(async (app) => {
  await acceptUploads(app)
  app.post(
    '/user/photos',
    {
      schema: declared({
        summary: "Uploads the member's profile photo (multipart).",
        bearer: true,
        guard: activeMember,
        consumes: ['multipart/form-data'],
        body: PhotoUpload,
        response: { 201: UserResponseSchema },
      }),
    },
    async (request, reply) => {
      const { user } = await requireMember(request)
      const form = await readMultipartForm(request, 'photo')
      if (!form.file) throw badRequest('bad_request', 'photo[image]', { fr: 'photo[image] est manquant', en: 'photo[image] is missing' })
      await saveProfilePhoto(app.db, {
        tenantId: request.tenant.id,
        userId: user.id,
        content: form.file.content,
        filename: form.file.filename,
        storage: app.files,
        now: app.adapters.clock(),
      })
      const row = await readUserById(app.db, request.tenant.id, user.id)
      return reply.code(201).send({ user: await loadUserWire(app.db, row) })
    },
  )

  app.get(
    '/users/:id/photo',
    {
      schema: declared({
        summary: "A member's profile photo.",
        bearer: true,
        guard: member,
        params: IdParams,
        response: { 200: fileAnswer("The member's profile photo.", 'image/png', 'image/jpeg') },
      }),
    },
    async (request, reply) => {
      const { user } = await requireMember(request)
      const { id } = request.params
      await assertMayReadMember(app.db, request.tenant.id, user, id)
      const photo = await findProfilePhoto(app.db, request.tenant.id, id)
      const content = await app.files.get(photo.path)
      if (!content) throw notFound()
      const ext = photo.contentType === 'image/png' ? 'png' : 'jpg'
      return userFileReply(reply, { contentType: photo.contentType, filename: `photo-${id}.${ext}`, disposition: 'inline' }).send(content)
    },
  )
})
