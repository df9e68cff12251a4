/** The Node flags of docker/Dockerfile's CMD (V8's heap sizes). */
export function containerNodeFlags(): string[];
