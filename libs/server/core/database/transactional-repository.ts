import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

/**
 * A repository on the default data source whose service may run several of its statements as one
 * transaction: `transaction` opens it, and the service hands its manager back to each call that takes one.
 */
export abstract class TransactionalRepository {
  constructor(@InjectDataSource() protected readonly db: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }
}
