export function appBuildReason(root: string): string | null
