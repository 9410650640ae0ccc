/** The demo guide in English: one article per module of the navigation, plus the shell itself. */
export const articlesEn = {
  'getting-started': {
    title: 'Getting started with the portal',
    body: `The client portal brings your company's goals, projects, trends and booked services together in one place.

## Finding your way
- **Navigation** (left): every module of the portal. On a small screen, open it with the menu button at the top left.
- **Language** (top right): choose one of seven languages. The portal remembers your choice for your next sign-in.
- **Notifications** (the bell, top right): what concerns you, as it happens.
- **User menu** (your initials, top right): your profile, the company you are working in, and *Log out*.

## Your company
If you belong to several companies, switch between them in the user menu. Everything you see — teams, goals, dashboards — belongs to the **active company**. The page reloads after a switch.

## Your profile
On your profile you keep your name and language, choose how notifications reach you, see where you are signed in and sign out other devices, and create **personal access tokens** for programs that call the portal's API on your behalf.

## The assistant
If your company has the AI assistant switched on, the **Ask the assistant** button at the top opens a chat on every page. It answers questions about your goals, projects, trends and services from what you yourself may see, links every item it names, and changes nothing. *Assistant* lists your earlier chats.

## Your start page
After signing in, the portal opens your company's start page. Without one it opens the whiteboard.

> Tip: you can take the guided tour of the navigation again at any time from the **Guide**.`,
  },
  dashboard: {
    title: 'Dashboard',
    body: `The dashboard is your own overview: the cards you need, arranged the way you work.

## Cards
Cards show, for example, your key results and tasks, the goals' progress, your teams, your services, your quick links, the latest notifications, a trend radar and the latest market signals. Open a card on its own page to see more.

## Arranging your dashboard
Choose **Customize** to add, move, resize or remove cards, then **Save dashboard**. Cards can be moved with the keyboard too. Your dashboard is yours: colleagues arrange their own, and you keep one per company.

## Further views
- **Goals dashboard**: progress by team and over time, key results at risk or with low confidence, overdue tasks and recent check-ins.
- **Analysis**: how often each competitor appears in your company's market signals, month by month, and the competitors side by side.`,
  },
  'goals-and-okr': {
    title: 'Goals & OKR',
    body: `Goals & OKR is where your company plans and tracks **objectives and key results**.

## The building blocks
1. **Objectives** – what you want to achieve, e.g. *Become the preferred supplier in DACH*.
2. **Key results** – measurable results that show the objective is reached.
3. **Projects** – the work that moves a key result.
4. **Tasks** – the single steps of a project; tick a task off when it is done.

## Check-ins
Record the current value of a key result with a **check-in**: the value, your confidence from 0 to 10 and a comment. The history shows every check-in. A key result can also take its values **from integrations**: then a service account of your company reports them through the API, and they are marked as such.

## Working with teams
Every item can belong to a team and has a responsible person. Filter the table or the diagram by team to see one team's goals.

## Views
- **Table**: all items with their progress, sortable and filterable.
- **Diagram**: how objectives, key results and projects hang together.
- **Saved views**: keep a filter you use often and open it again with one click.

Open any item in the side panel to edit it. Its change log shows who changed what and when.`,
  },
  'programmes-and-projects': {
    title: 'Programmes & projects',
    body: `Programmes & projects (PPM) manages the measures of your transformation, from the programme down to the single measure, with their gates, status reports and effects.

## Structure
- **Programmes** group **projects**; a project is divided into **measure packages**, and those into **measures**.
- Create each level with **New** inside its parent, edit it, move it with everything inside, or delete it.

## The portfolio
The portfolio lists every level with its status, gate, owner, the planned and actual net effect and the target; filter it by status, gate and owner, or search the measures. A chart shows the planned effect by gate against the target, and the **timeline** shows programmes, projects and packages from start to end. Both the portfolio and the effects can be exported as Excel files.

## A measure
- **Details**: owner, sponsor, approver, dates, status, business case and target effect.
- **Activities**: everything that happened, with comments.
- **Status reports**: overall, schedule, budget and scope as green, amber or red, with summary, risks and next steps. Save a draft and publish it; the portfolio shows when a report is due or overdue.
- **Effects**: planned and actual amounts per month for cost reductions, revenue increases, one-off costs and investments, shown in your company's currency.
- **Phases**: the gates from *L0 Idea* to *L5 Realised*. Request the next gate; the approver approves or rejects it. From L2 on, a business case and planned effects are required.`,
  },
  'trend-management': {
    title: 'Trend management',
    body: `Trend management gives your company a curated library of trends and lets you assess together the ones that matter to you.

## The library
- **Megatrends** – long-term, global shifts such as *demographic change*.
- **Macrotrends** – developments within a megatrend.
- **Microtrends** – concrete signals with pictures and descriptions, each linked to its macrotrends, industries and innovations.

Search the library and filter it by megatrend, macrotrend, industry, innovation and publication date. Mark trends with the star to keep them among your **favourites**. The portal team maintains the library.

## Hubs
A **hub** is your company's collection of trends for one question. Its members add trends from the library with a note on why each matters, and rate them by impact, relevance and time horizon. The **trend radar** shows the rated trends by megatrend and time horizon; export it as SVG or PNG.

## From trend to action
On a trend in a hub, link the objectives of Goals & OKR that respond to it (*What we do about it*).`,
  },
  'market-intelligence': {
    title: 'Market intelligence',
    body: `Market intelligence shows what your competitors are doing: your company's **competitors** and the **market signals** recorded about them — news and notes, each with its source, date and tags.

## The dashboard
The market intelligence dashboard shows the competitors with their latest signals and top tags, charts of the signals per month and per competitor, and the list of signals. Search the signals and filter them by competitor, tag, kind and date.

## Analysis
Under **Dashboard › Analysis** you see how often each competitor appeared in your signals, month by month, and can compare the competitors side by side.

## Who records signals
Your company admins record competitors and signals in the market intelligence administration; everyone in the company reads them.`,
  },
  services: {
    title: 'Services',
    body: `Services lists everything your company has booked through the portal.

## Opening a service
Choose a service to open it. Depending on the service it opens
- **inside the portal**,
- **embedded** in a portal page, or
- on an **external** site, possibly in a new tab.

Mark the services you use often as **favourites**; the *My services* card on your dashboard shows them together with those you opened recently.

## Categories and endpoints
Services are grouped into **categories**. Where a service is reached — its **endpoint** — is set up by the portal team in the service catalogue, so you do not need separate addresses or bookmarks. Some services are open only to certain groups of your company.

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

Staff of the portal team write the courses and publish them when they are ready.`,
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
    body: `Coaching puts you in touch with our coaches for leadership, goals and teamwork.

## Requesting coaching
1. Choose one of the **offers** on the coaching page.
2. Describe your topic and suggest dates that suit you.
3. Send the request.

## After your request
Your requests are listed on the coaching page. You and the coaching team write to each other there, the team schedules the date, and you are notified of every answer. Close a request once it is settled.`,
  },
  'using-the-guide': {
    title: 'Using the guide',
    body: `The guide explains every module of the portal — this page is part of it.

## Finding help
- **Search** for any word; the guide finds it in titles and texts in your language, including other forms of a word (*team* finds *teams*).
- **Filter by module** to see only the articles about one part of the portal.

## The guided tour
A short tour of the navigation, the language menu and the user menu runs on your first visit. Choose **Restart tour** on the guide page to take it again.

The portal team writes the articles in English, German, Spanish, French and Portuguese; the Austrian and Swiss variants read the German text.`,
  },
  support: {
    title: 'Support',
    body: `Support is how you reach the portal team when something does not work or is missing.

## Before you write
- Check the **guide**: many questions are answered there.
- Note what you did, what you expected and what happened instead.

## Sending a request
Describe your question on the support page. The more precise the description — the page, the time, a screenshot — the faster we can help.

## The answer
Your requests are listed on the support page with the whole conversation. You read our answers there and also receive them by e-mail. Reply on the same page; a reply to a closed request opens it again.`,
  },
  users: {
    title: 'Users',
    body: `Users is the administration of the people who can sign in.

## Who sees what
- **Company admins** see and manage the members of their company.
- **Portal staff** see every user of every company.

## What you can do
- **Search** users by name or e-mail, and check their companies, roles, groups and whether the account is active.
- Create users one by one, or **import** many at once from an Excel or CSV file, with an invitation by e-mail.
- Send a **password reset** link.
- Manage the company's **groups**, which decide who may open certain services.
- **Directory**: if your company's directory (LDAP or Active Directory) is connected, import users from it and follow its synchronisation runs.
- The **audit log** records who changed what.
- Staff can **act as a user** (impersonation) to see the portal through their eyes; a banner shows this for as long as it lasts, the user is notified, and every start and end is recorded.`,
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
    body: `Auto-assign rules put new people in the right place automatically.

## How a rule works
A rule names an **e-mail domain** of your company, for example *acme.example*, and the **groups** new people join. Whoever has an address at that domain joins your company and those groups
- when they register,
- each time they sign in with single sign-on, and
- whenever the directory import adds or updates them.

A rule takes effect once the portal team has approved its domain; public mail providers are not possible.

## Good to know
Rules only add: changing or deleting a rule removes nobody from your company or its groups.

Company admins manage the rules of their company; portal staff manage all rules.`,
  },
  companies: {
    title: 'Companies',
    body: `Companies is where the portal team manages the client companies.

## For every company
- **Name** and **logo**.
- **Start page**: where members land after signing in — an internal portal page, an external site (in the same or a new tab) or an embedded service. Without a start page the whiteboard opens.
- **Modules**: which modules the company's people see, which show locked with a note on how to get them, and which are hidden; and whether the AI assistant is on, where the portal has one configured.
- **Activation codes** with which people join the company.
- **Identity**: single sign-on through the company's identity provider (OpenID Connect), and its directory (LDAP or Active Directory), imported and kept in sync.

Only portal staff create, change or delete companies. Members read their company's page and switch between their companies in the user menu.

## For company admins
On the page of the company they are working in, company admins manage
- **service accounts** and their tokens, with which integrations use the portal's API, and
- **webhooks**, which tell your own systems of events in the company, signed and retried until they are received.`,
  },
  'market-intelligence-admin': {
    title: 'Market intelligence administration',
    body: `The market intelligence administration is where your company's market intelligence is kept.

## Tasks
- Record the **competitors** you follow, with their website and a description.
- Record **signals** — news with its source address, or your own notes — with a date, a summary, tags and the competitor they concern.
- Delete what is no longer relevant; a deleted competitor's signals stay, without a competitor.

Company admins manage their company's market intelligence, portal staff every company's. Everyone in the company reads it on the market intelligence dashboard.`,
  },
}

export type ArticleTexts = Record<keyof typeof articlesEn, { title: string; body: string }>
