import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isInputObjectType,
  isListType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLArgument,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/**
 * What a GraphQL operation asks of the server, measured on the document (fragments expanded,
 * each one walked once and remembered, so spreading a fragment many times costs no more work
 * here than naming it). Introspection (`__schema`, `__type`, `__typename`) is left out: it reads
 * the schema in memory, and graphql-js's MaxIntrospectionDepthRule already bounds its nesting.
 */

/** The deepest field of the operation: `{ me { role { name } } }` is 3. */
export function operationDepth(document: DocumentNode, operation: OperationDefinitionNode): number {
  const depth = foldSelections(document, (field, below) => (field.name.value.startsWith('__') ? 0 : 1 + below()), Math.max);
  return depth(operation.selectionSet);
}

/** Aliased fields of the operation, each spread of a fragment counting the fragment's aliases again. */
export function operationAliases(document: DocumentNode, operation: OperationDefinitionNode): number {
  const aliases = foldSelections(document, (field, below) => (field.alias ? 1 : 0) + below(), sum);
  return aliases(operation.selectionSet);
}

/**
 * The field selections validation walks, fragments expanded: every definition of the document
 * (operations and fragments alike, also fragments no operation spreads), each spread of a
 * fragment counting the fragment's fields again. Unlike the other measures it keeps
 * introspection and `__typename`: validation compares those as any other field.
 */
export function documentFields(document: DocumentNode): number {
  const fields = foldSelections(document, (_field, below) => 1 + below(), sum);
  let total = 0;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION) total += fields(definition.selectionSet);
  }
  return total;
}

const sum = (a: number, b: number) => a + b;

/**
 * A measure of selection sets, fragments expanded: `field` gives a field's value from its own
 * selections' (`below`, walked only when asked), `combine` joins siblings (a sum, or the
 * largest). Each fragment is walked once per measure and remembered.
 */
function foldSelections(document: DocumentNode, field: (node: FieldNode, below: () => number) => number, combine: (a: number, b: number) => number): (selectionSet: SelectionSetNode) => number {
  const fragments = fragmentsOf(document);
  const memo = new Map<string, number>();
  const walking = new Set<string>();
  const fold = (selectionSet: SelectionSetNode): number => {
    let value = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const inner = selection.selectionSet;
        value = combine(
          value,
          field(selection, () => (inner ? fold(inner) : 0)),
        );
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        value = combine(value, fold(selection.selectionSet));
      } else {
        value = combine(value, remembered(selection.name.value, memo, walking, fragments, fold, 0));
      }
    }
    return value;
  };
  return fold;
}

/** Arguments that bound how many items a list field answers (directly, or inside an input object such as `query: { pageSize }`). */
const sizeArguments = new Set(['pageSize', 'limit', 'count', 'first']);

/** Items assumed for a list field whose size no argument says (most such lists are short: menus, tags, locales). */
export const assumedListSize = 10;

/** Items assumed for a list that takes a size argument but was not given one (the server's default then; the sitemap's is 1,000). */
export const assumedPageSize = 1_000;

/**
 * An estimate of the work of one operation with its variables: every field counts 1, times the
 * items of each list it sits in. A list's items are its `pageSize`/`limit`/`count`/`first`
 * argument (or its parent's, for `pages(query: { pageSize: 100 }) { items { … } }`), or
 * `assumedPageSize` when it takes such an argument and was not given one. A list no
 * argument bounds is one of the schema's collections (a menu tree, tags, a member's skills): it
 * counts `assumedListSize` items, once: nested in another such list it counts 1, since how many
 * items those hold is the data's, not the query's (a menu tree read three levels deep is still
 * the one menu). Fields the schema does not know count 1 (validation refuses them anyway). A field
 * whose resolver does costly work declares what it costs instead of 1 (its `cost` extension,
 * schema's fieldCosts: a version comparison, a store of a whole page), so fifty aliases of it are
 * refused before any of them runs.
 */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown> = {}): number {
  const fragments = fragmentsOf(document);
  const memo = new Map<string, number>();
  const walking = new Set<string>();

  type Scope = { parent: GraphQLCompositeType | undefined; carriedSize: number | undefined; inCollection: boolean };
  const cost = (selectionSet: SelectionSetNode, { parent, carriedSize, inCollection }: Scope): number => {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name.startsWith('__')) continue;
        const field = parent && 'getFields' in parent ? parent.getFields()[name] : undefined;
        const size = sizeOf(selection.arguments ?? [], variables) ?? (field && takesSize(field.args) ? assumedPageSize : undefined);
        const isList = field ? isListType(getNullableType(field.type)) : false;
        const bound = size ?? carriedSize;
        const collection = isList && bound === undefined;
        const items = !isList ? 1 : (bound ?? (inCollection ? 1 : assumedListSize));
        const named = field ? getNamedType(field.type) : undefined;
        const child = named && isCompositeType(named) ? named : undefined;
        const scope = { parent: child, carriedSize: isList ? undefined : size, inCollection: inCollection || collection };
        const below = selection.selectionSet ? cost(selection.selectionSet, scope) : 0;
        total += items * (ownCost(field?.extensions) + below);
      } else {
        const condition = selection.kind === Kind.INLINE_FRAGMENT ? selection.typeCondition : fragments.get(selection.name.value)?.typeCondition;
        const conditionType = condition ? schema.getType(condition.name.value) : undefined;
        const type = conditionType && isCompositeType(conditionType) ? conditionType : parent;
        const scope = { parent: type, carriedSize, inCollection };
        if (selection.kind === Kind.INLINE_FRAGMENT) {
          total += cost(selection.selectionSet, scope);
        } else {
          // The same fragment in another scope (a list's size) costs differently: remember per scope.
          const key = `${selection.name.value}:${carriedSize ?? ''}:${inCollection}`;
          total += remembered(key, memo, walking, fragments, (set) => cost(set, scope), 0, selection.name.value);
        }
      }
    }
    return total;
  };

  const root = operation.operation === 'mutation' ? schema.getMutationType() : operation.operation === 'subscription' ? schema.getSubscriptionType() : schema.getQueryType();
  return cost(operation.selectionSet, { parent: root ?? undefined, carriedSize: undefined, inCollection: false });
}

/** What resolving a field costs by itself: its declared `cost` extension, or 1. */
function ownCost(extensions: Readonly<Record<string, unknown>> | null | undefined): number {
  const declared = extensions?.cost;
  return typeof declared === 'number' && declared > 0 ? declared : 1;
}

/** The list size an argument list asks for, if any: a literal, a variable, or a field of an input object. */
function sizeOf(args: ReadonlyArray<{ name: { value: string }; value: ValueNode }>, variables: Record<string, unknown>): number | undefined {
  for (const arg of args) {
    if (sizeArguments.has(arg.name.value)) {
      const size = positive(valueOf(arg.value, variables));
      if (size !== undefined) return size;
    }
    if (arg.value.kind === Kind.OBJECT) {
      const inner = sizeOf(arg.value.fields, variables);
      if (inner !== undefined) return inner;
    } else if (arg.value.kind === Kind.VARIABLE) {
      const object = variables[arg.value.name.value];
      if (object && typeof object === 'object' && !Array.isArray(object)) {
        for (const [name, value] of Object.entries(object)) {
          if (sizeArguments.has(name) && positive(value) !== undefined) return positive(value);
        }
      }
    }
  }
  return undefined;
}

/** Whether a field takes a size argument, directly or in an input object (`query: PageListQuery`). */
function takesSize(args: readonly GraphQLArgument[]): boolean {
  return args.some((arg) => {
    if (sizeArguments.has(arg.name)) return true;
    const type = getNamedType(arg.type);
    return isInputObjectType(type) && Object.keys(type.getFields()).some((name) => sizeArguments.has(name));
  });
}

function valueOf(value: ValueNode, variables: Record<string, unknown>): unknown {
  if (value.kind === Kind.INT || value.kind === Kind.FLOAT) return Number(value.value);
  if (value.kind === Kind.VARIABLE) return variables[value.name.value];
  return undefined;
}

function positive(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : undefined;
}

function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

/**
 * A fragment's measure, walked once and remembered. A fragment that spreads itself (directly or
 * not) measures `cycle` on the way round; validation refuses such a document (NoFragmentCycles).
 */
function remembered(
  key: string,
  memo: Map<string, number>,
  walking: Set<string>,
  fragments: Map<string, FragmentDefinitionNode>,
  measure: (selectionSet: SelectionSetNode) => number,
  cycle: number,
  name = key,
): number {
  const known = memo.get(key);
  if (known !== undefined) return known;
  const fragment = fragments.get(name);
  if (!fragment || walking.has(key)) return cycle;
  walking.add(key);
  const value = measure(fragment.selectionSet);
  walking.delete(key);
  memo.set(key, value);
  return value;
}
