/** The Node flags of docker/Dockerfile's CMD (V8's heap sizes). */
export function containerNodeFlags(): string[];
/** The allocator settings of docker/Dockerfile's ENV (LD_PRELOAD and MALLOC_CONF), as written. */
export function imageAllocatorEnv(): Record<string, string>;
/** The same, with the preloaded library where this machine has it; throws when it has not. */
export function containerAllocatorEnv(): Record<string, string>;
/** Throws unless the process has the preloaded library mapped (Linux). */
export function assertPreloaded(pid: number, env?: Record<string, string>): void;
