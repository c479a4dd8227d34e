/**
 * Reconnect delay with exponential growth, a cap and full jitter (mqtt.js alone retries every
 * second with no backoff, which hammers a broker that is down).
 * @param attempt 0 for the first retry
 * @param random a value in [0, 1), injectable for tests
 */
export function reconnectDelayMs(attempt: number, random: number = Math.random(), baseMs = 1_000, capMs = 30_000): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.min(attempt, 20));
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}
