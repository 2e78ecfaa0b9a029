import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import {
  type To,
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
} from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where the link goes, inside the portal. */
  to: To;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link inside the portal: a real `<a href>` (opens in a new tab, copies, works without
 * script) that navigates in place on a plain click. Built on react-router's own hooks rather
 * than its `Link`, which carries the framework mode's route-module prefetching (about 2 KiB
 * of the first load) that a client-side portal never uses.
 */
export const Link = ({ to, replace, target, onClick, ref, ...anchor }: LinkProps) => {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, {
    ...(replace === undefined ? {} : { replace }),
    ...(target === undefined ? {} : { target }),
  });
  return (
    <a
      {...anchor}
      ref={ref}
      href={href}
      target={target}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        // useLinkClickHandler leaves modified clicks (new tab, download) to the browser.
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
};

export interface NavLinkProps extends LinkProps {
  /** Active only on exactly this path, not on the paths below it. */
  end?: boolean;
}

/**
 * A navigation link that marks itself `aria-current="page"` (and the class `active`) while
 * the address is its path or, without `end`, a path below it, as react-router's NavLink does.
 */
export const NavLink = ({ end = false, className, ...link }: NavLinkProps) => {
  const { pathname } = useLocation();
  const target = useResolvedPath(link.to).pathname;
  const here = pathname.toLowerCase();
  const to = target.toLowerCase();
  // "/lottery/" is active on "/lottery/..." as "/lottery" is: the slash ends the segment.
  const segmentEnd = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  const active = here === to || (!end && here.startsWith(to) && here.charAt(segmentEnd) === '/');
  return (
    <Link
      {...link}
      aria-current={active ? 'page' : undefined}
      className={[className, active ? 'active' : undefined].filter(Boolean).join(' ') || undefined}
    />
  );
};
