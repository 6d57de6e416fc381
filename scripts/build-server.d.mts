export function serverEntry(buildDir?: string): string;
export function serverBuildIsStale(buildDir?: string): boolean;
export function buildServer(buildDir?: string): string;
