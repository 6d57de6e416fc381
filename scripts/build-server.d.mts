export const SERVER_NODE_FLAGS: string[];
export const SERVER_ENV: Record<string, string>;
export function serverEntry(buildDir?: string): string;
export function serverBuildIsStale(buildDir?: string): boolean;
export function buildServer(buildDir?: string): string;
