/** The demo guide in English: one article per module of the navigation, plus the shell itself. */
export const articlesEn = {
  'getting-started': {
    title: 'Getting started with the portal',
    body: `The client portal brings your company's goals, projects, trends and booked services together in one place.

## Finding your way
- **Navigation** (left): every module of the portal. On a small screen, open it with the menu button at the top left.
- **Language** (top right): choose one of seven languages. The portal remembers your choice for your next sign-in.
- **User menu** (your initials, top right): your profile, the company you are working in, and *Log out*.

## Your company
If you belong to several companies, switch between them in the user menu. Everything you see — teams, goals, dashboards — belongs to the **active company**. The page reloads after a switch.

## Your start page
After signing in, the portal opens your company's start page. Without one it opens the whiteboard.

> Tip: you can take the guided tour of the navigation again at any time from the **Guide**.`,
  },
  dashboard: {
    title: 'Dashboard',
    body: `The dashboard is the overview of your company: the most important figures and cards on one page.

## What you find here
- **Cards** with key figures, charts and lists. Open a card to see its details.
- **Analysis**: deeper views of your data, including the **competitors** analysis.
- **Goals dashboard**: how your objectives and key results are progressing.

## Arranging the dashboard
The dashboard you see is your company's active dashboard. Changes to its layout are saved for your company, so colleagues see the same overview.`,
  },
  'goals-and-okr': {
    title: 'Goals & OKR',
    body: `Goals & OKR is where your company plans and tracks **objectives and key results**.

## The building blocks
1. **Objectives** – what you want to achieve, e.g. *Become the preferred supplier in DACH*.
2. **Key results** – measurable results that show the objective is reached.
3. **Projects** – the work that moves a key result.
4. **Tasks** – the single steps of a project; tick a task off when it is done.

## Working with teams
Every item can belong to a team and has a responsible person. Filter the table or the diagram by team to see one team's goals.

## Views
- **Table**: all items with their progress, sortable and filterable.
- **Diagram**: how objectives, key results and projects hang together.
- **Saved views**: keep a filter you use often and open it again with one click.

The change log of an item shows who changed what and when.`,
  },
  'programmes-and-projects': {
    title: 'Programmes & projects',
    body: `Programmes & projects (PPM) manages larger change initiatives from the programme down to the single measure.

## Structure
- **Programmes** group related **projects**.
- A project is divided into **measure packages**, and those into **measures**.

## For every level
- **Details**: owner, dates, description.
- **Activities**: what has happened.
- **Status reports**: regular updates on schedule, budget and risks.
- **Effects**: the budget effects a measure is expected to achieve.
- **Workflow phases** (measures): the stage a measure is in, from idea to completion.

Create projects, measure packages and measures from their parent; delete what is no longer needed.`,
  },
  'trend-management': {
    title: 'Trend management',
    body: `Trend management helps you follow the developments that matter to your business.

## Three levels of trends
- **Megatrends** – long-term, global shifts such as *demographic change*.
- **Macrotrends** – developments within a megatrend.
- **Microtrends** – concrete signals with pictures and descriptions, each linked to its macrotrends.

## Hubs and favourites
- A **hub** is your own collection of trends for a topic. Add a microtrend to a hub with a note on why it matters, or remove it again.
- Mark trends as **favourites** to find them quickly.

Filter microtrends by industry and look at the **innovations** connected to them.`,
  },
  'market-intelligence': {
    title: 'Market intelligence',
    body: `Market intelligence shows what is happening in your markets: figures, news and developments prepared for your company.

## The dashboard
The market intelligence dashboard collects the indicators chosen for your company in one place. Use it to prepare strategy meetings or to check an assumption quickly.

## Where the content comes from
The portal team maintains the sources and the content in the market intelligence administration. If something you need is missing, tell us through **Support**.`,
  },
  services: {
    title: 'Services',
    body: `Services lists everything your company has booked through the portal.

## Opening a service
Choose a service to open it. Depending on the service it opens
- **inside the portal**,
- **embedded** in a portal page, or
- on an **external** site, possibly in a new tab.

## Categories and endpoints
Services are grouped into **categories**. Where a service is reached — its **endpoint** — is set up by the portal team, so you do not need separate addresses or bookmarks.

Your company can also use a service as its start page.`,
  },
  whiteboard: {
    title: 'Whiteboard',
    body: `The whiteboard is a drawing surface for workshops, sketches and planning, drawn on together live.

## Scenes
Each board is a **scene**. *Whiteboard* in the menu lists the scenes you may open — your own and those colleagues share with the company — with a preview, a search and a filter. *New scene* starts one; the menu of a scene renames, shares, duplicates or deletes it. A deleted scene can be brought back with *Undo* for 7 days.

## Saving
Everything you draw is saved a moment after you stop; the line above the board says whether all changes are saved. If the portal cannot be reached, your drawing stays in the tab and is saved when the connection is back.

## Drawing together
Share a scene with *Everyone can draw* and colleagues who open it draw with you: you see their strokes and pointers, with their names, as they happen. With *Everyone can watch* they follow along without changing anything.

## Working on the board
- Draw shapes, arrows and free lines, write text, and drop in pictures (PNG, JPEG, WebP or GIF up to 4 MB).
- Move, group and style elements with the toolbar; keep favourite shapes in the library.
- Export the board or a selection as PNG or SVG from the menu.

The whiteboard is also the portal's default start page when your company has none.`,
  },
  academy: {
    title: 'Academy',
    body: `The academy holds learning content prepared for you: **courses** made of **lessons**.

## Taking a course
1. Open a course from the course grid.
2. Read each lesson; a lesson can contain text, a **video** and **files** to download.
3. Choose **Mark as complete** when you are done with a lesson.

## Your progress
Every course shows how many of its lessons you have completed. Your progress is saved for your account, so you can continue on any device.

Staff of the portal team create and publish the courses.`,
  },
  notifications: {
    title: 'Notifications',
    body: `Notifications keep you informed about what concerns you. The bell at the top of every page shows how many are unread, and it updates the moment something happens.

## Kinds of notifications
- **Announcements** from the portal team, for example about maintenance or new features. A critical one shows as a banner on every page until you hide it.
- **Personal notifications**: a goal, key result or project assigned to you, a new task for you, a check-in that is due or overdue, an answer to your support or coaching request, and a security notice when an administrator starts acting as you to help you.

## Reading
Open **Notifications** from the bell: unread ones come first, and you can filter by read state and kind. Opening a notification marks it as read and takes you to what it is about; **Mark all as read** clears the list at once.

## Your home page
The home page greets you with the current announcements and one list of everything that needs you now: check-ins due, tasks due or overdue and, for the portal team, requests waiting for an answer.

## Your choice
On your profile, choose for each kind whether it reaches you in the portal, by e-mail, both, or not at all. The security notice always shows in the portal.`,
  },
  coaching: {
    title: 'Coaching',
    body: `Coaching supports you and your team in working with goals, projects and trends.

## What coaching offers
- Guidance on setting good objectives and key results.
- Help with introducing the portal's methods in your team.
- Answers to questions that come up in day-to-day work.

The coaching page shows the coaching available to your company and how to get in touch with your coach.`,
  },
  'using-the-guide': {
    title: 'Using the guide',
    body: `The guide explains every module of the portal — this page is part of it.

## Finding help
- **Search** for any word; the guide finds it in titles and texts in your language, including other forms of a word (*team* finds *teams*).
- **Filter by module** to see only the articles about one part of the portal.

## The guided tour
A short tour of the navigation, the language menu and the user menu runs on your first visit. Choose **Restart tour** on the guide page to take it again.

The articles are written by the portal team in English and German.`,
  },
  support: {
    title: 'Support',
    body: `Support is how you reach the portal team when something does not work or is missing.

## Before you write
- Check the **guide**: many questions are answered there.
- Note what you did, what you expected and what happened instead.

## Sending a request
Describe your question on the support page. The more precise the description — the page, the time, a screenshot — the faster we can help.`,
  },
  users: {
    title: 'Users',
    body: `Users is the administration of the people who can sign in.

## Who sees what
- **Company admins** see and manage the members of their company.
- **Portal staff** see every user of every company.

## What you can do
- **Search** users by name or e-mail.
- Check a user's role, companies and whether the account is active.
- Send a **password reset** link.
- Staff can **act as a user** (impersonation) to see the portal through their eyes; a banner shows this for as long as it lasts, and every start and end is recorded.`,
  },
  teams: {
    title: 'Teams',
    body: `Teams groups the people of your company into the units that work on goals and projects together.

## A team has
- a **name** and a short description,
- a **lead**, who is always a member,
- **members** from your company.

## Managing teams
Company admins create teams, change their lead and members, and delete teams that no longer exist. Everyone in the company can see the teams and who belongs to them.

Goals & OKR uses teams to filter and group objectives and projects.`,
  },
  'auto-assign-rules': {
    title: 'Auto-assign rules',
    body: `Auto-assign rules put new users in the right place automatically.

## How a rule works
A rule describes **which users** it applies to — for example everyone whose e-mail address ends in your company's domain — and **where they go**: a company, groups or teams.

## Why use rules
- New colleagues find the right content from their first sign-in.
- Admins no longer need to assign every person by hand.

Company admins manage the rules of their company; portal staff manage all rules.`,
  },
  companies: {
    title: 'Companies',
    body: `Companies is where the portal team manages the client companies.

## For every company
- **Name** and **logo**.
- **Start page**: where members land after signing in — an internal portal page, an external site (in the same or a new tab) or an embedded service. Without a start page the whiteboard opens.
- **Members**: who belongs to the company, and who is its company admin.

Only portal staff can create, change or delete companies. Members see the companies they belong to in their profile and switch between them in the user menu.`,
  },
  'market-intelligence-admin': {
    title: 'Market intelligence administration',
    body: `The market intelligence administration is where the portal team prepares the market intelligence content for client companies.

## Tasks
- Maintain the **sources** and indicators.
- Decide which content each company sees on its market intelligence dashboard.
- Keep figures and texts up to date.

This area is open to portal staff only.`,
  },
}

export type ArticleTexts = Record<keyof typeof articlesEn, { title: string; body: string }>
