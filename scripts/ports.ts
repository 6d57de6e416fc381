/**
 * Free TCP ports on 127.0.0.1 for the servers the tests, drills and benchmarks start. The ports asked for at once
 * are held together and then released, so they differ from each other. Another process can still take one
 * before it is used: whoever starts a server on it must be ready to try another port (server.ts then ends with
 * "already in use", see `portTaken`).
 */
import { createServer, type AddressInfo, type Server } from "node:net";

export async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const srv = createServer();
      servers.push(srv);
      await new Promise<void>((resolve, reject) => {
        srv.once("error", reject);
        srv.listen(0, "127.0.0.1", resolve);
      });
    }
    return servers.map((srv) => (srv.address() as AddressInfo).port);
  } finally {
    await Promise.all(servers.map((srv) => new Promise((resolve) => (srv.listening ? srv.close(resolve) : resolve(null)))));
  }
}

export async function freePort(): Promise<number> {
  return (await freePorts(1))[0]!;
}

/** Whether `url` answers with a 2xx now (a server's /healthz while it starts); false while nothing listens there. */
export function answers(url: string): Promise<boolean> {
  return fetch(url).then((r) => r.ok, () => false);
}

/** Whether a server's output says it could not start because its port was taken (server.ts's listen check). */
export function portTaken(output: string): boolean {
  return /Cannot start: port \d+ is already in use/.test(output);
}

/**
 * `start(port)` on a free port (never one of `avoid`, ports already given to something not yet listening); on
 * another one when it fails because that port was taken meanwhile (its error's message carries the server's
 * output), up to `tries` ports in all.
 */
export async function onFreePort<T>(start: (port: number) => Promise<T>, opts: { avoid?: number[]; tries?: number } = {}): Promise<T> {
  const tries = opts.tries ?? 3;
  for (let attempt = 1; ; attempt++) {
    let port = await freePort();
    while (opts.avoid?.includes(port)) port = await freePort();
    try {
      return await start(port);
    } catch (err) {
      if (attempt >= tries || !portTaken(err instanceof Error ? err.message : String(err))) throw err;
    }
  }
}
