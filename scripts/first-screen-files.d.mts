export const APP_MODULES: string[]
export const PHONE_LANDING_MODULES: string[]
type ViteManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>
export function staticClosure(manifest: ViteManifest, key: string, seen?: Set<string>, options?: { css?: boolean }): Set<string>
export const OFFLINE_MODULES: string[]
export function phoneLandingFiles(manifest: ViteManifest, options?: { css?: boolean; offline?: boolean }): Set<string>
export function firstPageFiles(manifest: ViteManifest, options?: { css?: boolean }): Set<string>
