/**
 * Where a form shows a message. Zod issues (the contract's schema run in the browser) and the
 * server's 422 items both say where a problem is as a location: a path into the request body
 * (['info', 'flight_number'], ['stops', 0, 'time']; a 422 `loc` without its leading "body"). A
 * form places each on one of its fields, or apart (above its buttons) when no field shows it.
 */
export type MessageLoc = readonly PropertyKey[];

/** One message and where it is. */
export interface LocatedMessage {
  loc: MessageLoc;
  message: string;
}

/** The form field (a @mantine/form path) that shows a message at `loc`; null when none does. */
export type FieldOfLoc = (loc: MessageLoc) => string | null;

/** A form's messages: by field (the first one for a field wins), and those of no field, in order, each once. */
export interface FormMessages {
  fields: Record<string, string>;
  other: string[];
}

/**
 * Fields named by their path in the request (a form shaped like its request: 'customer_email',
 * 'info.flight_number'): a message lands on the longest leading part of its loc that names a
 * field, so ['start_loc', 'lat'] shows at the From picker and ['stops', 0, 'time'] at the stops.
 */
export function fieldAtPath(fields: Iterable<string>): FieldOfLoc {
  const known = new Set(fields);
  return (loc) => {
    const parts = loc.map(String);
    for (let length = parts.length; length > 0; length -= 1) {
      const path = parts.slice(0, length).join('.');
      if (known.has(path)) return path;
    }
    return null;
  };
}

/**
 * Fields named by the last part of their location (a flat form for a nested request: 'notes' for
 * ['info', 'notes']).
 */
export function fieldNamedByLastPart(fields: Iterable<string>): FieldOfLoc {
  const known = new Set(fields);
  return (loc) => {
    const last = loc.length > 0 ? String(loc[loc.length - 1]) : null;
    return last !== null && known.has(last) ? last : null;
  };
}

/** Puts each message on the field `fieldOf` names, or with the others. */
export function placeMessages(messages: Iterable<LocatedMessage>, fieldOf: FieldOfLoc): FormMessages {
  const placed: FormMessages = { fields: {}, other: [] };
  for (const { loc, message } of messages) {
    const field = fieldOf(loc);
    if (field !== null) placed.fields[field] ??= message;
    else if (!placed.other.includes(message)) placed.other.push(message);
  }
  return placed;
}
