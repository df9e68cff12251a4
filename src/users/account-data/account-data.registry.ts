import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** What an account row can be found by when erasing it: its id and its (proven) address. */
export interface AccountKeys {
  userId: string;
  email: string;
}

/**
 * One part of "everything stored about me": `export`, when given, returns JSON for the download
 * (never a secret: no hash, token, code or key); `erase`, when given, removes the part's rows that the
 * database does not remove with the account by itself (rows found by address, or linked with
 * ON DELETE SET NULL). Both run inside the caller's transaction.
 */
export interface AccountDataContributor {
  key: string;
  export?(userId: string, manager: EntityManager): Promise<unknown>;
  erase?(account: AccountKeys, manager: EntityManager): Promise<void>;
}

/**
 * The parts of a member's data, registered by the modules that own them at onModuleInit: the data
 * export and the account deletion walk this list, so a new module adds its part without touching
 * either.
 */
@Injectable()
export class AccountDataRegistry {
  private readonly contributors = new Map<string, AccountDataContributor>();

  register(contributor: AccountDataContributor): void {
    if (this.contributors.has(contributor.key)) {
      throw new Error(`Account data "${contributor.key}" is registered twice`);
    }
    this.contributors.set(contributor.key, contributor);
  }

  all(): AccountDataContributor[] {
    return [...this.contributors.values()];
  }
}
