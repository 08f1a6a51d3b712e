import type { UnitOfWork } from '../../events/unit-of-work';
import { createLoadsReadModel, type LoadsReadModelDeps } from '../../read-models/loads.read-model';
import { createLoadCommands } from './loads.commands';

/**
 * Loads of a club day, as the routes and the app use them: the reads (`read-models/loads.read-model.ts`: day
 * view, one load, public board, live altitude) and the changes (`loads.commands.ts`: create, edit, delete,
 * call) in one.
 */

export interface LoadsServiceDeps extends LoadsReadModelDeps {
  uow: UnitOfWork;
}

export function createLoadsService(deps: LoadsServiceDeps) {
  return { ...createLoadsReadModel(deps), ...createLoadCommands(deps) };
}

export type LoadsService = ReturnType<typeof createLoadsService>;
