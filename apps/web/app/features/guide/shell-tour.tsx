import '@mantine/core/styles/Tour.css'
import { Tour } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useTranslation } from '../../lib/texts.ts'

/** Where each step points: elements of the shell marked with `data-tour`. */
const TARGET = {
  navigation: '[data-tour="navigation"]',
  navigationToggle: '[data-tour="navigation-toggle"]',
  language: '[data-tour="language"]',
  user: '[data-tour="user-menu"]',
  guide: '[data-tour="navigation"] [data-tour="guide-link"]',
}

/**
 * The guided tour of the shell: navigation, language menu, user menu and the guide. On a small screen
 * the navigation is folded away, so the tour points at its toggle instead.
 */
export default function ShellTour({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation()
  const narrow = useMediaQuery('(max-width: 48em)', false)
  const steps = [
    { key: 'welcome', title: t('guide.tour.welcome_title'), body: t('guide.tour.welcome_body') },
    narrow
      ? {
          key: 'navigation',
          target: TARGET.navigationToggle,
          position: 'bottom-start' as const,
          title: t('guide.tour.navigation_title'),
          body: t('guide.tour.navigation_toggle_body'),
        }
      : {
          key: 'navigation',
          target: TARGET.navigation,
          position: 'right' as const,
          title: t('guide.tour.navigation_title'),
          body: t('guide.tour.navigation_body'),
        },
    {
      key: 'language',
      target: TARGET.language,
      position: 'bottom-end' as const,
      title: t('guide.tour.language_title'),
      body: t('guide.tour.language_body'),
    },
    {
      key: 'user',
      target: TARGET.user,
      position: 'bottom-end' as const,
      title: t('guide.tour.user_title'),
      body: t('guide.tour.user_body'),
    },
    ...(narrow
      ? []
      : [
          {
            key: 'guide',
            target: TARGET.guide,
            position: 'right' as const,
            title: t('guide.tour.guide_title'),
            body: t('guide.tour.guide_body'),
          },
        ]),
  ]
  return (
    <Tour
      active
      onClose={onDone}
      withCloseButton={false}
      color="primary"
      labels={{
        skip: t('guide.tour.skip'),
        back: t('guide.tour.back'),
        next: t('guide.tour.next'),
        close: t('guide.tour.done'),
        stepCounter: (current, total) => t('guide.tour.step', { current, total }),
      }}
    >
      {steps.map(({ key, title, body, ...placement }) => (
        <Tour.Step key={key} title={title} {...placement}>
          {body}
        </Tour.Step>
      ))}
    </Tour>
  )
}
