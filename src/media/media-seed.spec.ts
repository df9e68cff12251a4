import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { JobRuns } from '../jobs/job-runs';
import type { MediaLibraryService } from './media-library.service';
import type { ProcessedPhoto } from './media-processing';
import { MediaSeed, SEED_PHOTOS } from './media-seed';

describe('the first album seed', () => {
  afterEach(() => jest.restoreAllMocks());

  function seedWith(store: jest.Mock) {
    const dataSource = {
      query: jest.fn(async (sql: string) =>
        sql.startsWith('SELECT id') ? [{ id: 'album-1' }] : [],
      ),
    };
    const jobs = {
      runIfDue: async (_job: unknown, work: () => Promise<void>) => {
        await work();
        return true;
      },
    };
    const changedBySeed = jest.fn(async () => undefined);
    const seed = new MediaSeed(
      dataSource as unknown as DataSource,
      jobs as unknown as JobRuns,
      { store, changedBySeed } as unknown as MediaLibraryService,
    );
    // The build's encodings stand in for processing: this is about what is stored, not how.
    jest
      .spyOn(
        MediaSeed.prototype as unknown as { prepared: () => Promise<ProcessedPhoto> },
        'prepared',
      )
      .mockResolvedValue({ variants: [] } as unknown as ProcessedPhoto);
    return { seed, changedBySeed };
  }

  it('renders the gallery again with the photographs stored before one failed', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const store = jest
      .fn()
      .mockResolvedValueOnce({})
      .mockRejectedValueOnce(new Error('No space left on device'));
    const { seed, changedBySeed } = seedWith(store);
    seed.onApplicationBootstrap();
    await seed.settled();
    expect(store).toHaveBeenCalledTimes(2);
    expect(changedBySeed).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('No space left on device'));
  });

  it('stores each photograph and renders the gallery again once', async () => {
    const store = jest.fn().mockResolvedValue({});
    const { seed, changedBySeed } = seedWith(store);
    seed.onApplicationBootstrap();
    await seed.settled();
    expect(store).toHaveBeenCalledTimes(SEED_PHOTOS.length);
    expect(changedBySeed).toHaveBeenCalledTimes(1);
  });

  it('renders nothing again when nothing was stored', async () => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const store = jest.fn().mockRejectedValue(new Error('No space left on device'));
    const { seed, changedBySeed } = seedWith(store);
    seed.onApplicationBootstrap();
    await seed.settled();
    expect(changedBySeed).not.toHaveBeenCalled();
  });
});
