// The save of a catalogue form: a new record is created (POST c), an existing one updated by its id (PUT c/{id}).
export interface CatalogueWrite<TVariables, TSaved> {
  mutateAsync: (variables: TVariables) => Promise<TSaved>;
}

export function useCatalogueSave<TInput, TSaved>(
  record: { id: number } | undefined,
  useCreate: () => CatalogueWrite<TInput, TSaved>,
  useUpdate: () => CatalogueWrite<{ id: number; input: TInput }, TSaved>,
) {
  const create = useCreate();
  const update = useUpdate();
  return (input: TInput) => (record ? update.mutateAsync({ id: record.id, input }) : create.mutateAsync(input));
}
