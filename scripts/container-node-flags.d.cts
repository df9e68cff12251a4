/** The Node flags of docker/Dockerfile's CMD (V8's heap sizes). */
export function containerNodeFlags(): string[];
/** The allocator settings of docker/Dockerfile's ENV (glibc's MALLOC_* variables). */
export function containerAllocatorEnv(): Record<string, string>;
