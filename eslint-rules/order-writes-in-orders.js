// Only functions/src/orders/ writes an order document: everything else moves an order or records its money through
// the verbs of orders/order-writer.ts, so that a rule about an order is written once. This rule finds a write by the
// types the TypeScript checker gives: a Firestore write (update, set, create, delete) on a DocumentReference of
// OrderDocument, directly (ref.update) or through a transaction, batch or bulk writer (tx.update(ref, ...)).

const WRITES = new Set(['update', 'set', 'create', 'delete']);

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Only functions/src/orders/ writes order documents' },
    messages: { write: 'Only functions/src/orders/ writes an order: call one of its verbs (orders/order-writer.ts) instead of {{method}}().' },
    schema: [],
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    if (!services?.program) throw new Error('order-writes-in-orders needs type information (parserOptions.projectService)');
    const { program } = services;
    const checker = program.getTypeChecker();

    // The stored order's type, as orders/order-model.ts declares it (a type that zod infers has no name of its own
    // once it is a type argument, so it is told by identity).
    const model = program.getSourceFiles().find((file) => file.fileName.endsWith('/functions/src/orders/order-model.ts'));
    const exported = model && checker.getSymbolAtLocation(model);
    const orderSymbol = exported && checker.getExportsOfModule(exported).find((symbol) => symbol.getName() === 'OrderDocument' && symbol.flags & 524288 /* TypeAlias */);
    const orderDocument = orderSymbol && checker.getDeclaredTypeOfSymbol(orderSymbol);

    /** Is the node's type a DocumentReference whose document type is OrderDocument? */
    const isOrderRef = (node) => {
      if (!orderDocument) return false;
      const type = checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(node));
      if (type.getSymbol()?.getName() !== 'DocumentReference') return false;
      const [document] = checker.getTypeArguments(type);
      return document === orderDocument;
    };

    return {
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== 'MemberExpression' || callee.computed || !WRITES.has(callee.property.name)) return;
        const [first] = node.arguments;
        if (isOrderRef(callee.object) || (first && first.type !== 'SpreadElement' && isOrderRef(first))) {
          context.report({ node, messageId: 'write', data: { method: callee.property.name } });
        }
      },
    };
  },
};
