import { options, type VNode } from 'preact';

/**
 * React DOM serialises these two props by name; preact/compat passes them through, and preact writes a
 * prop whose name is no DOM property of the element as an attribute with the value as given, leaving it
 * out when false. So `spellCheck={false}` left spell checking on (no attribute) and `allowFullScreen`
 * came out as allowfullscreen="true". The values are mapped here to what React DOM writes.
 */
const REACT_DOM_VALUES: Readonly<Record<string, (value: unknown) => string | undefined>> = {
  // An enumerated attribute: "true" or "false".
  spellCheck: (value) => (typeof value === 'boolean' ? String(value) : (value as string | undefined)),
  // A boolean attribute: present and empty, or absent.
  allowFullScreen: (value) => (value ? '' : undefined),
};

const NAMES = Object.keys(REACT_DOM_VALUES);
const nextVnodeHook = options.vnode;

// Runs for every element created, so it allocates only when one of the two props is there.
options.vnode = (vnode: VNode<Record<string, unknown>>) => {
  if (typeof vnode.type === 'string') {
    for (const name of NAMES) {
      const toAttribute = REACT_DOM_VALUES[name];
      if (toAttribute && name in vnode.props) vnode.props = { ...vnode.props, [name]: toAttribute(vnode.props[name]) };
    }
  }
  nextVnodeHook?.(vnode);
};
