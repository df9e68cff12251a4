/** The Node flags of docker/Dockerfile's CMD (V8's heap sizes). */
export function containerNodeFlags(): string[];
/** The allocator settings of docker/Dockerfile's ENV (LD_PRELOAD and MALLOC_CONF), as written. */
export function imageAllocatorEnv(): Record<string, string>;
/**
 * The same for a server started on this machine, with the preloaded library where it has it;
 * throws on Linux when it has not, and is empty elsewhere.
 */
export function containerAllocatorEnv(): Record<string, string>;
/** Throws unless the process has the library its environment preloads mapped (Linux). */
export function assertPreloaded(pid: number, env: Record<string, string | undefined>): void;
