// /home: hero with the tour search, popular tours, why choose us, and the transfer quote in services.
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import Button from '@mui/material/Button';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Deferred } from '@/components/deferred';
import { fallbackImages } from '@/config/agency';
import { paths } from '@/config/paths';
import type { HeroSearch } from '@/domain/hero-search';
import { useCatalog } from '@/features/catalog/catalog-provider';
import { useAdminView } from '../../hooks/use-admin-view';
import { PageHero } from '../page-hero';
import { POPULAR_TOURS_ID, PopularTours } from './popular-tours';
import { ServicesSection } from './services-section';
import { TourSearch } from './tour-search';
import { WhyChooseUs } from './why-choose-us';

export interface TourGridSlotProps {
  query: string;
  onClearQuery: () => void;
  /** The search's date and participants, for the links to the tour pages. */
  search: HeroSearch;
}

interface HomePageProps {
  /** The tour grid, filtered by the search box's text, its links carrying the search. */
  renderTourGrid: (props: TourGridSlotProps) => ReactNode;
  /** The transfer quote form shown in the services section. */
  quoteForm: ReactNode;
}

export function HomePage({ renderTourGrid, quoteForm }: HomePageProps) {
  const { t } = useTranslation('public');
  const { siteContent } = useCatalog();
  const { link } = useAdminView();
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<HeroSearch>({ date: null, adults: null });
  // The sections below the tours do not change with the search: not redrawn on every tap.
  const moreSections = useMemo(
    () => (
      <>
        <Deferred>
          <WhyChooseUs />
        </Deferred>
        <Deferred>
          <ServicesSection>{quoteForm}</ServicesSection>
        </Deferred>
      </>
    ),
    [quoteForm],
  );
  return (
    <>
      <PageHero
        image={siteContent.heroImageUrl}
        fallback={fallbackImages.hero}
        title={t('home.heroTitle')}
        subtitle={t('home.heroSubtitle')}
        minHeight="100svh"
      >
        <Button
          component={Link}
          to={link(paths.homeSection('servicios'))}
          variant="contained"
          color="secondary"
          size="large"
          endIcon={<ArrowDownwardIcon />}
          sx={{ mt: 3 }}
        >
          {t('home.heroCta')}
        </Button>
        <TourSearch
          query={query}
          onQueryChange={setQuery}
          choice={search}
          onChoiceChange={setSearch}
          onSearch={() =>
            document.getElementById(POPULAR_TOURS_ID)?.scrollIntoView({ behavior: 'smooth' })
          }
        />
      </PageHero>
      {/* Below the hero, which fills the first view: drawn once the hero has painted. */}
      <Deferred>
        <PopularTours>
          {renderTourGrid({ query, onClearQuery: () => setQuery(''), search })}
        </PopularTours>
      </Deferred>
      {moreSections}
    </>
  );
}
