// Work that goes on after the answer is sent. On Supabase Edge Functions the runtime is told with
// EdgeRuntime.waitUntil, so the worker is not stopped before it ends; under Node (the local
// backend) the promise simply runs on. A failure is logged, never answered.

interface EdgeRuntimeLike {
  waitUntil(promise: Promise<unknown>): void;
}

export function inBackground(name: string, work: () => Promise<void>): Promise<void> {
  const task = work().catch((error: unknown) => {
    console.error(`[${name}] ${error instanceof Error ? error.message : String(error)}`);
  });
  (globalThis as { EdgeRuntime?: EdgeRuntimeLike }).EdgeRuntime?.waitUntil(task);
  return task;
}
