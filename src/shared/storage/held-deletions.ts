import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../time/index.js';

/**
 * The advisory lock `npm run db:backup` holds, exclusively and on the app's database, from
 * before its database copy until its copy of the files is done (ADR 0124). A deletion takes it
 * shared for one statement: while a backup holds it, the file is kept and the key recorded.
 */
export const BACKUP_LOCK = 'poliglota:backup';

/** How many held files one sweep deletes at most; the next sweep takes the rest. */
const SWEEP_BATCH = 200;

/**
 * Deletions of stored files held back while a backup runs (ADR 0124). A backup copies the
 * database first and the files after: a picture replaced in between would be deleted before
 * the file copy, and the restored database would name a file the archive lacks. So a file
 * whose row let go of it is deleted at once only when no backup is running; otherwise its key
 * waits in `held_file_deletion` until a sweep finds no backup running.
 *
 * A check-then-delete is enough: the commit that dropped the file's last row comes before the
 * check, and a backup takes its lock before its database copy begins, so a backup that starts
 * after the check copies a database that no longer names the file.
 */
@Injectable()
export class HeldDeletions {
  private readonly logger = new Logger(HeldDeletions.name);

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  /**
   * Deletes the file through `erase`, or records it when a backup is running. One statement:
   * the row is written exactly when the shared lock cannot be had.
   */
  async removeOrHold(key: string, erase: (key: string) => Promise<void>): Promise<'removed' | 'held'> {
    const held = await this.em.fork().execute<{ key: string }[]>(
      `insert into held_file_deletion (key, created_at)
       select ?, ? where not pg_try_advisory_xact_lock_shared(hashtext(?))
       on conflict (key) do update set created_at = excluded.created_at
       returning key`,
      [key, this.clock.now(), BACKUP_LOCK],
    );
    if (held.length > 0) return 'held';
    await erase(key);
    return 'removed';
  }

  /**
   * Forgets a held deletion of `key`, before the same key is written again (content-hashed keys
   * come back when a member uploads the same picture again). Waits for a sweep that is deleting
   * that very file, so the new bytes are written after its deletion, never before.
   */
  async release(key: string): Promise<void> {
    await this.em.fork().execute('delete from held_file_deletion where key = ?', [key]);
  }

  /**
   * Deletes held files once no backup runs; how many. Runs in one transaction that holds the
   * backup lock shared (a backup waits for it) and the rows it deletes (a save of the same key
   * waits for it).
   */
  async sweep(erase: (key: string) => Promise<void>): Promise<number> {
    return this.em.fork().transactional(async (em) => {
      const [{ free }] = await em.execute<{ free: boolean }[]>('select pg_try_advisory_xact_lock_shared(hashtext(?)) as free', [BACKUP_LOCK]);
      if (!free) return 0;
      const rows = await em.execute<{ key: string }[]>(
        'select key from held_file_deletion order by created_at limit ? for update skip locked',
        [SWEEP_BATCH],
      );
      const erased: string[] = [];
      for (const { key } of rows) {
        try {
          await erase(key);
          erased.push(key);
        } catch (error) {
          // Kept for the next sweep; the others are deleted.
          this.logger.warn({ err: error, key }, 'A held file could not be deleted; the next sweep tries again');
        }
      }
      if (erased.length > 0) await em.execute('delete from held_file_deletion where key in (?)', [erased]);
      return erased.length;
    });
  }
}
