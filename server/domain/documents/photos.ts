import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { notFound } from '../../errors'
import { checkUpload, PHOTO_MIMES } from './file-check'
import { storeFile } from './file-store'
import type { FileStorage } from '../../storage/file-storage'
import type { MemberScope } from './documents'

/** Sets the member's avatar (POST /user/photos): png or jpeg, replacing the previous one. */
export async function saveProfilePhoto(db: Kysely<Database>, input: MemberScope & { content: Buffer; filename: string; storage: FileStorage; now: number }): Promise<string> {
  const checked = await checkUpload(input.content, input.filename, PHOTO_MIMES, 'photo.image')
  const storagePath = await storeFile(input.storage, 'photos', input, input.content, checked)
  const previous = await db.selectFrom('users').select('photo_path').where('tenant_id', '=', input.tenantId).where('id', '=', input.userId).executeTakeFirstOrThrow()
  await db.updateTable('users').set({ photo_path: storagePath, updated_at: input.now }).where('tenant_id', '=', input.tenantId).where('id', '=', input.userId).execute()
  if (previous.photo_path) await input.storage.remove(previous.photo_path)
  return storagePath
}

/** The stored photo of a member of the same tenant, for GET /users/{id}/photo. */
export async function findProfilePhoto(db: Kysely<Database>, tenantId: number, userId: number): Promise<{ path: string; contentType: string }> {
  const row = await db.selectFrom('users').select('photo_path').where('tenant_id', '=', tenantId).where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst()
  if (!row?.photo_path) throw notFound()
  return { path: row.photo_path, contentType: row.photo_path.endsWith('.png') ? 'image/png' : 'image/jpeg' }
}
