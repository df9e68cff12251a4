import { ContactService, RETRY_INTERVAL_MS } from './contact.service';

describe('ContactService retries', () => {
  afterEach(() => jest.useRealTimers());

  it('retries unsent messages at start and every few minutes, and stops on shutdown', async () => {
    jest.useFakeTimers();
    const service = Object.create(ContactService.prototype) as ContactService;
    const retry = jest.spyOn(service, 'retryUnsent').mockResolvedValue(0);
    service.onApplicationBootstrap();
    expect(retry).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(RETRY_INTERVAL_MS);
    expect(retry).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(RETRY_INTERVAL_MS);
    expect(retry).toHaveBeenCalledTimes(3);
    expect(RETRY_INTERVAL_MS).toBeLessThanOrEqual(10 * 60_000);
    Object.assign(service, { sending: new Set() });
    await service.onModuleDestroy();
    jest.advanceTimersByTime(RETRY_INTERVAL_MS * 3);
    expect(retry).toHaveBeenCalledTimes(3);
  });
});
