/** What the error page says, by status: the shopper learns what to do next, never internals. */
export interface ErrorCopy {
  title: string;
  text: string;
}

export function errorCopy(status: number): ErrorCopy {
  if (status === 404) {
    return {
      title: 'Page not found',
      text: "Sorry, we couldn't find the page you were looking for. It may have moved, or the address may be mistyped.",
    };
  }
  if (status === 429) {
    return { title: 'Too many requests', text: 'You have asked for a lot of pages in a short time. Please wait a moment and try again.' };
  }
  if (status === 405 || status === 403) {
    return {
      title: 'That request is not possible here',
      text: 'This page cannot do what was asked. Please go back and try again from the page itself.',
    };
  }
  if (status >= 400 && status < 500) {
    return {
      title: 'We could not read that request',
      text: 'The address or form was not one we can accept. Please check it and try again.',
    };
  }
  return { title: 'Something went wrong', text: 'Sorry, we could not show this page just now. Please try again in a moment.' };
}
