/**
 * Set on an island's container the moment its hydration begins: from then on React answers the
 * island's clicks (hydrating first if it must), and the entry script's early answers stay out.
 */
export const reactOwnsAttribute = 'data-react';
