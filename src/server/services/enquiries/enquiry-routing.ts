import { type Branch, branchPhone, corporateOffice, type SiteContent } from '#content/index.js';
import { type FoundPlace, findPlace } from '#server/services/places/find-place.js';
import {
  distanceKm,
  indianPlaces,
  type Position,
  placeNames,
} from '#server/services/places/indian-places.js';
import type { CustomerType, EnquiryTopic } from '#shared/enquiries.js';

/** What the routing reads of an enquiry. */
export type RoutableEnquiry = {
  place: string;
  topic: EnquiryTopic;
  customerType: CustomerType;
  /** The office the visitor chose, if any. */
  officeId?: string | undefined;
};

/** The branch (or desk) that answers, and why, in words staff and visitors can read. */
export type RoutingDecision = {
  officeId: string;
  /** 'Patna Branch', or a desk: 'Distribution desk'. */
  officeName: string;
  phone: string | null;
  email: string | null;
  district: string | null;
  reason: string;
};

function decisionFor(office: Branch, district: string | null, reason: string): RoutingDecision {
  return {
    officeId: office.id,
    officeName: office.name,
    phone: branchPhone(office) ?? null,
    email: office.email ?? null,
    district,
    reason,
  };
}

/** How the reason names the place: 'PIN 823001 → Gaya district', 'Varanasi'. */
function placeWords(place: FoundPlace): string {
  switch (place.kind) {
    case 'pin':
      return `PIN ${place.pin} → ${place.district} district`;
    case 'unknown-pin':
      return `PIN ${place.pin} is outside the districts we know`;
    case 'town':
      return place.district && place.district !== place.name
        ? `${place.name} → ${place.district} district`
        : place.district
          ? `${place.name} district`
          : place.name;
    case 'unknown-town':
      return `"${place.text}" is not a place we know`;
  }
}

/** The offices whose town the gazetteer places, each with its position. */
function positionedOffices(offices: readonly Branch[]): { office: Branch; position: Position }[] {
  return offices.flatMap((office) => {
    const place = indianPlaces.find((candidate) => placeNames(candidate).includes(office.city.toLowerCase()));
    return place ? [{ office, position: place }] : [];
  });
}

/**
 * The routing rules of the published content, in order: a topic desk (distribution, careers, and
 * every dealer), the office the visitor chose, the office whose coverage has the PIN prefix or the
 * district, the nearest office, and last the fallback office. Pure: the same enquiry and content
 * always give the same decision.
 */
export function routeEnquiry(enquiry: RoutableEnquiry, content: SiteContent): RoutingDecision {
  const rules = content.enquiryRouting;
  const offices = content.branches.offices;
  const officeById = (id: string) => offices.find((office) => office.id === id);
  const fallback = officeById(rules.fallbackOfficeId) ?? corporateOffice(content) ?? offices[0];
  if (!fallback) throw new Error('the content lists no office');

  const deskTopic = enquiry.customerType === 'dealer' ? 'distribution' : enquiry.topic;
  const desk = rules.topicDesks.find((candidate) => candidate.topic === deskTopic);
  if (desk) {
    const office = officeById(desk.officeId) ?? fallback;
    const asked =
      enquiry.customerType === 'dealer'
        ? 'Dealer enquiry'
        : `${deskTopic[0]?.toUpperCase()}${deskTopic.slice(1)} enquiry`;
    return {
      officeId: office.id,
      officeName: desk.name,
      phone: desk.phone,
      email: desk.email,
      district: null,
      reason: `${asked} → ${desk.name} (${office.name})`,
    };
  }

  const place = findPlace(enquiry.place);
  const district = place.kind === 'pin' || place.kind === 'town' ? (place.district ?? null) : null;
  const chosen = enquiry.officeId ? officeById(enquiry.officeId) : undefined;
  if (chosen) return decisionFor(chosen, district, `The visitor chose the ${chosen.name}`);

  if (place.kind === 'pin') {
    const prefix = place.pin.slice(0, 3);
    const byPrefix = rules.coverage.find((rule) => rule.pinPrefixes.includes(prefix));
    const office = byPrefix && officeById(byPrefix.officeId);
    if (office) return decisionFor(office, district, `PIN ${place.pin} → prefix ${prefix} → ${office.name}`);
  }
  const names = [district, place.kind === 'town' ? place.name : null].flatMap((name) =>
    name ? [name.toLowerCase()] : [],
  );
  const byDistrict = rules.coverage.find((rule) =>
    rule.districts.some((covered) => names.includes(covered.toLowerCase())),
  );
  const coveringOffice = byDistrict && officeById(byDistrict.officeId);
  if (coveringOffice)
    return decisionFor(coveringOffice, district, `${placeWords(place)} → ${coveringOffice.name}`);

  if (place.kind === 'pin' || place.kind === 'town') {
    const nearest = positionedOffices(offices)
      .map(({ office, position }) => ({ office, km: distanceKm(place.position, position) }))
      .sort((a, b) => a.km - b.km)[0];
    if (nearest) {
      const reason = `${placeWords(place)}, which no office covers → nearest office: ${nearest.office.name} (about ${Math.round(nearest.km)} km)`;
      return decisionFor(nearest.office, district, reason);
    }
  }
  return decisionFor(fallback, district, `${placeWords(place)} → ${fallback.name}`);
}
