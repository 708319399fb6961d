"""Render two synthetic Indian health-insurance policy wordings (session 28, writer h6).

A: IFFCO-Tokio General Insurance Co. Ltd., Varishtha Arogya Kavach Policy (senior citizens), ruled benefit table.
B: Niva Bupa Health Insurance Company Limited, Regal Health (premium plan, optional covers), unruled table.

Run: /work/main/.venv/bin/python make_wordings.py
"""
import os
import re

from reportlab import rl_config
from reportlab.lib import colors

rl_config.invariant = 1
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY, TA_LEFT
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import (KeepTogether, PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table,
                                TableStyle)

HERE = os.path.dirname(os.path.abspath(__file__))
DJ = "/usr/share/fonts/truetype/dejavu/"
LB = "/usr/share/fonts/truetype/liberation/"
pdfmetrics.registerFont(TTFont("DJ", DJ + "DejaVuSansCondensed.ttf"))
pdfmetrics.registerFont(TTFont("DJ-B", DJ + "DejaVuSansCondensed-Bold.ttf"))
pdfmetrics.registerFont(TTFont("DJ-I", DJ + "DejaVuSansCondensed-Oblique.ttf"))
pdfmetrics.registerFont(TTFont("LS", LB + "LiberationSans-Regular.ttf"))
pdfmetrics.registerFont(TTFont("LS-B", LB + "LiberationSans-Bold.ttf"))
pdfmetrics.registerFont(TTFont("LS-I", LB + "LiberationSans-Italic.ttf"))
from reportlab.pdfbase.pdfmetrics import registerFontFamily  # noqa: E402

registerFontFamily("DJ", normal="DJ", bold="DJ-B", italic="DJ-I", boldItalic="DJ-B")
registerFontFamily("LS", normal="LS", bold="LS-B", italic="LS-I", boldItalic="LS-B")


def esc(s):
    s = s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    s = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", s)
    s = re.sub(r"__(.+?)__", r"<i>\1</i>", s)
    return s


class Doc:
    def __init__(self, font, size, accent):
        self.font = font
        self.accent = accent
        self.s = {
            "h1": ParagraphStyle("h1", fontName=font + "-B", fontSize=size + 2.5, leading=size + 5,
                                 spaceBefore=8, spaceAfter=4, textColor=accent),
            "h2": ParagraphStyle("h2", fontName=font + "-B", fontSize=size + 0.5, leading=size + 3,
                                 spaceBefore=5, spaceAfter=2),
            "p": ParagraphStyle("p", fontName=font, fontSize=size, leading=size + 2.6, alignment=TA_JUSTIFY,
                                spaceAfter=3),
            "li": ParagraphStyle("li", fontName=font, fontSize=size, leading=size + 2.6, alignment=TA_JUSTIFY,
                                 leftIndent=14, firstLineIndent=-10, spaceAfter=2),
            "li2": ParagraphStyle("li2", fontName=font, fontSize=size, leading=size + 2.6, alignment=TA_JUSTIFY,
                                  leftIndent=26, firstLineIndent=-10, spaceAfter=1.5),
            "title": ParagraphStyle("title", fontName=font + "-B", fontSize=size + 8, leading=size + 12,
                                    alignment=TA_CENTER, textColor=accent, spaceAfter=6),
            "sub": ParagraphStyle("sub", fontName=font, fontSize=size + 1, leading=size + 4, alignment=TA_CENTER,
                                  spaceAfter=4),
            "cell": ParagraphStyle("cell", fontName=font, fontSize=size - 0.8, leading=size + 1.4,
                                   alignment=TA_LEFT),
            "cellb": ParagraphStyle("cellb", fontName=font + "-B", fontSize=size - 0.8, leading=size + 1.4,
                                    alignment=TA_LEFT),
        }
        self.story = []

    def title(self, t):
        self.story.append(Paragraph(esc(t), self.s["title"]))

    def sub(self, t):
        self.story.append(Paragraph(esc(t), self.s["sub"]))

    def h1(self, t):
        self.story.append(Paragraph(esc(t), self.s["h1"]))

    def h2(self, t):
        self.story.append(Paragraph(esc(t), self.s["h2"]))

    def p(self, t):
        self.story.append(Paragraph(esc(t), self.s["p"]))

    def li(self, mark, t, level=1):
        st = self.s["li" if level == 1 else "li2"]
        self.story.append(Paragraph(esc(mark) + "&nbsp;&nbsp;" + esc(t), st))

    def items(self, marks, texts, level=1):
        for m, t in zip(marks, texts):
            self.li(m, t, level)

    def space(self, h=4):
        self.story.append(Spacer(1, h))

    def brk(self):
        self.story.append(PageBreak())

    def table(self, rows, widths, ruled, header_rows=1, bold_first_col=False):
        data = []
        for r, row in enumerate(rows):
            out = []
            for c, cell in enumerate(row):
                st = self.s["cellb"] if (r < header_rows or (bold_first_col and c == 0)) else self.s["cell"]
                out.append(Paragraph(esc(cell), st))
            data.append(out)
        t = Table(data, colWidths=[w * mm for w in widths], repeatRows=header_rows)
        style = [("VALIGN", (0, 0), (-1, -1), "TOP"),
                 ("LEFTPADDING", (0, 0), (-1, -1), 3), ("RIGHTPADDING", (0, 0), (-1, -1), 3),
                 ("TOPPADDING", (0, 0), (-1, -1), 2), ("BOTTOMPADDING", (0, 0), (-1, -1), 2)]
        if ruled:
            style += [("GRID", (0, 0), (-1, -1), 0.6, colors.black),
                      ("BACKGROUND", (0, 0), (-1, header_rows - 1), colors.HexColor("#dde6f0"))]
        t.setStyle(TableStyle(style))
        self.story.append(t)

    def build(self, path, header_left, header_right, footer_lines, first_page_note):
        def draw(canvas, doc, total):
            canvas.saveState()
            w, h = A4
            canvas.setFont(self.font + "-B", 7.5)
            canvas.setFillColor(self.accent)
            canvas.drawString(18 * mm, h - 11 * mm, header_left)
            canvas.drawRightString(w - 18 * mm, h - 11 * mm, header_right)
            canvas.setStrokeColor(self.accent)
            canvas.setLineWidth(0.7)
            canvas.line(18 * mm, h - 13 * mm, w - 18 * mm, h - 13 * mm)
            canvas.line(18 * mm, 17 * mm, w - 18 * mm, 17 * mm)
            canvas.setFillColor(colors.black)
            canvas.setFont(self.font, 6.8)
            y = 13.5 * mm
            for line in footer_lines:
                canvas.drawString(18 * mm, y, line)
                y -= 3.2 * mm
            canvas.setFont(self.font + "-B", 7.5)
            canvas.drawRightString(w - 18 * mm, 13.5 * mm, "Page %d of %d" % (doc.page, total))
            if doc.page == 1:
                canvas.setFont(self.font + "-I", 6.5)
                canvas.drawRightString(w - 18 * mm, 7 * mm, first_page_note)
            canvas.restoreState()

        import copy
        story0 = copy.deepcopy(self.story)
        counter = {"n": 0}

        def count(canvas, doc):
            counter["n"] = doc.page

        tmp = path + ".tmp"
        SimpleDocTemplate(tmp, pagesize=A4, leftMargin=18 * mm, rightMargin=18 * mm, topMargin=18 * mm,
                          bottomMargin=22 * mm).build(story0, onFirstPage=count, onLaterPages=count)
        os.remove(tmp)
        total = counter["n"]
        d = SimpleDocTemplate(path, pagesize=A4, leftMargin=18 * mm, rightMargin=18 * mm, topMargin=18 * mm,
                              bottomMargin=22 * mm, title=header_left, author=header_left.split("|")[0].strip(),
                              creator="h6 synthetic", producer="h6 synthetic")
        d.build(self.story, onFirstPage=lambda c, dd: draw(c, dd, total),
                onLaterPages=lambda c, dd: draw(c, dd, total))
        return total


# ---------------------------------------------------------------------------------------------------------------
# Shared IRDAI standard text (standard definitions / exclusions are common to all wordings, per the circulars)
# ---------------------------------------------------------------------------------------------------------------
STD_DEFS = [
    ("Accident", "An accident means sudden, unforeseen and involuntary event caused by external, visible and "
                 "violent means."),
    ("Any one Illness", "Any one illness means continuous period of illness and includes relapse within 45 days "
                        "from the date of last consultation with the Hospital/Nursing Home where treatment was "
                        "taken."),
    ("AYUSH Hospital", "An AYUSH Hospital is a healthcare facility wherein medical/surgical/para-surgical "
                       "treatment procedures and interventions are carried out by AYUSH Medical "
                       "Practitioner(s) comprising of any of the following: a) Central or State Government AYUSH "
                       "Hospital; or b) Teaching hospital attached to AYUSH College recognized by the Central "
                       "Government/Central Council of Indian Medicine/Central Council for Homeopathy; or c) AYUSH "
                       "Hospital, standalone or co-located with in-patient healthcare facility of any recognized "
                       "system of medicine, registered with the local authorities, wherever applicable, and is "
                       "under the supervision of a qualified registered AYUSH Medical Practitioner."),
    ("Cashless Facility", "Cashless facility means a facility extended by the insurer to the insured where the "
                          "payments, of the costs of treatment undergone by the insured in accordance with the "
                          "policy terms and conditions, are directly made to the network provider by the insurer "
                          "to the extent pre-authorization is approved."),
    ("Condition Precedent", "Condition Precedent means a policy term or condition upon which the Insurer's "
                            "liability under the policy is conditional upon."),
    ("Congenital Anomaly", "Congenital Anomaly means a condition which is present since birth, and which is "
                           "abnormal with reference to form, structure or position. a) Internal Congenital "
                           "Anomaly: Congenital anomaly which is not in the visible and accessible parts of the "
                           "body. b) External Congenital Anomaly: Congenital anomaly which is in the visible and "
                           "accessible parts of the body."),
    ("Continuous Coverage", "Continuous coverage means uninterrupted coverage of the Insured Person under an "
                            "Indemnity based health insurance policy with the Company or any other insurer, "
                            "without a break, including the period covered through portability or migration."),
    ("Co-payment", "Co-payment means a cost sharing requirement under a health insurance policy that provides "
                   "that the policyholder/insured will bear a specified percentage of the admissible claims "
                   "amount. A co-payment does not reduce the Sum Insured."),
    ("Cumulative Bonus", "Cumulative Bonus means any increase or addition in the Sum Insured granted by the "
                         "insurer without an associated increase in premium."),
    ("Day Care Centre", "A day care centre means any institution established for day care treatment of illness "
                        "and/or injuries or a medical setup with a hospital and which has been registered with "
                        "the local authorities, wherever applicable, and is under supervision of a registered and "
                        "qualified medical practitioner AND must comply with all minimum criterion as under: i) "
                        "has qualified nursing staff under its employment; ii) has qualified medical "
                        "practitioner/s in charge; iii) has fully equipped operation theatre of its own where "
                        "surgical procedures are carried out; iv) maintains daily records of patients and will "
                        "make these accessible to the insurance company's authorized personnel."),
    ("Day Care Treatment", "Day care treatment means medical treatment, and/or surgical procedure which is: i. "
                           "undertaken under General or Local Anaesthesia in a hospital/day care centre in less "
                           "than 24 hrs because of technological advancement, and ii. which would have otherwise "
                           "required hospitalization of more than 24 hours. Treatment normally taken on an "
                           "out-patient basis is not included in the scope of this definition."),
    ("Dental Treatment", "Dental treatment means a treatment related to teeth or structures supporting teeth "
                         "including examinations, fillings (where appropriate), crowns, extractions and "
                         "surgery."),
    ("Disclosure to Information Norm", "The policy shall be void and all premium paid thereon shall be "
                                       "forfeited to the Company in the event of misrepresentation, "
                                       "mis-description or non-disclosure of any material fact."),
    ("Emergency Care", "Emergency care means management for an illness or injury which results in symptoms "
                       "which occur suddenly and unexpectedly, and requires immediate care by a medical "
                       "practitioner to prevent death or serious long term impairment of the insured person's "
                       "health."),
    ("Grace Period", "Grace period means the specified period of time immediately following the premium due date "
                     "during which a payment can be made to renew or continue a policy in force without loss of "
                     "continuity benefits such as waiting periods and coverage of pre-existing diseases. Coverage "
                     "is not available for the period for which no premium is received."),
    ("Hospital", "A hospital means any institution established for in-patient care and day care treatment of "
                 "illness and/or injuries and which has been registered as a hospital with the local authorities "
                 "under Clinical Establishments (Registration and Regulation) Act 2010 or under enactments "
                 "specified under the Schedule of Section 56(1) of the said act Or complies with all minimum "
                 "criteria as under: i) has qualified nursing staff under its employment round the clock; ii) has "
                 "at least 10 in-patient beds in towns having a population of less than 10,00,000 and at least 15 "
                 "in-patient beds in all other places; iii) has qualified medical practitioner(s) in charge round "
                 "the clock; iv) has a fully equipped operation theatre of its own where surgical procedures are "
                 "carried out; v) maintains daily records of patients and makes these accessible to the insurance "
                 "company's authorized personnel."),
    ("Hospitalisation", "Hospitalization means admission in a Hospital for a minimum period of 24 consecutive "
                        "'In-patient Care' hours except for specified procedures/ treatments, where such "
                        "admission could be for a period of less than 24 consecutive hours."),
    ("ICU Charges", "ICU (Intensive Care Unit) Charges means the amount charged by a Hospital towards ICU "
                    "expenses which shall include the expenses for ICU bed, general medical support services "
                    "provided to any ICU patient including monitoring devices, critical care nursing and "
                    "intensivist charges."),
    ("Illness", "Illness means a sickness or a disease or pathological condition leading to the impairment of "
                "normal physiological function and requires medical treatment."),
    ("Injury", "Injury means accidental physical bodily harm excluding illness or disease solely and directly "
               "caused by external, violent, visible and evident means which is verified and certified by a "
               "Medical Practitioner."),
    ("In-patient Care", "In-patient care means treatment for which the insured person has to stay in a hospital "
                        "for more than 24 hours for a covered event."),
    ("Intensive Care Unit", "Intensive care unit means an identified section, ward or wing of a hospital which is "
                            "under the constant supervision of a dedicated medical practitioner(s), and which is "
                            "specially equipped for the continuous monitoring and treatment of patients who are in "
                            "a critical condition, or require life support facilities and where the level of care "
                            "and supervision is considerably more sophisticated and intensive than in the ordinary "
                            "and other wards."),
    ("Medical Advice", "Medical Advice means any consultation or advice from a Medical Practitioner including the "
                       "issuance of any prescription or follow-up prescription."),
    ("Medical Expenses", "Medical Expenses means those expenses that an Insured Person has necessarily and "
                         "actually incurred for medical treatment on account of Illness or Accident on the advice "
                         "of a Medical Practitioner, as long as these are no more than would have been payable if "
                         "the Insured Person had not been insured and no more than other hospitals or doctors in "
                         "the same locality would have charged for the same medical treatment."),
    ("Medical Practitioner", "Medical Practitioner means a person who holds a valid registration from the Medical "
                             "Council of any State or Medical Council of India or Council for Indian Medicine or "
                             "for Homeopathy set up by the Government of India or a State Government and is "
                             "thereby entitled to practice medicine within its jurisdiction; and is acting within "
                             "its scope and jurisdiction of license."),
    ("Network Provider", "Network Provider means hospitals or health care providers enlisted by an insurer, TPA "
                         "or jointly by an Insurer and TPA to provide medical services to an insured by a cashless "
                         "facility."),
    ("Notification of Claim", "Notification of claim means the process of intimating a claim to the insurer or "
                              "TPA through any of the recognized modes of communication."),
    ("Pre-existing Disease", "Pre-existing Disease means any condition, ailment, injury or disease: a) That is/are "
                             "diagnosed by a physician not more than 36 months prior to the date of commencement "
                             "of the policy issued by the insurer; or b) For which medical advice or treatment was "
                             "recommended by, or received from, a physician not more than 36 months prior to the "
                             "date of commencement of the policy."),
    ("Portability", "Portability means a facility provided to the health insurance policyholders (including all "
                    "members under family cover), to transfer the credits gained for pre-existing diseases and "
                    "specific waiting periods from one insurer to another insurer."),
    ("Reasonable and Customary Charges", "Reasonable and Customary charges means the charges for services or "
                                         "supplies, which are the standard charges for the specific provider and "
                                         "consistent with the prevailing charges in the geographical area for "
                                         "identical or similar services, taking into account the nature of the "
                                         "illness / injury involved."),
    ("Room Rent", "Room Rent means the amount charged by a Hospital towards Room and Boarding expenses and shall "
                  "include the associated medical expenses."),
    ("Surgery or Surgical Procedure", "Surgery or Surgical Procedure means manual and / or operative "
                                      "procedure (s) required for treatment of an illness or injury, correction "
                                      "of deformities and defects, diagnosis and cure of diseases, relief from "
                                      "suffering and prolongation of life, performed in a hospital or day care "
                                      "centre by a medical practitioner."),
    ("Unproven/Experimental Treatment", "Unproven/Experimental treatment means the treatment including drug "
                                        "experimental therapy which is not based on established medical practice "
                                        "in India, is treatment experimental or unproven."),
]

STD_EXCL_04_18 = [
    ("Investigation & Evaluation", "Excl04",
     ["Expenses related to any admission primarily for diagnostics and evaluation purposes only are excluded.",
      "Any diagnostic expenses which are not related or not incidental to the current diagnosis and treatment "
      "are excluded."]),
    ("Rest Cure, rehabilitation and respite care", "Excl05",
     ["Expenses related to any admission primarily for enforced bed rest and not for receiving treatment. This "
      "also includes: i. Custodial care either at home or in a nursing facility for personal care such as help "
      "with activities of daily living such as bathing, dressing, moving around either by skilled nurses or "
      "assistant or non-skilled persons. ii. Any services for people who are terminally ill to address physical, "
      "social, emotional and spiritual needs."]),
    ("Obesity/ Weight Control", "Excl06",
     ["Expenses related to the surgical treatment of obesity that does not fulfil all the below conditions: 1) "
      "Surgery to be conducted is upon the advice of the Doctor; 2) The surgery/Procedure conducted should be "
      "supported by clinical protocols; 3) The member has to be 18 years of age or older and 4) Body Mass Index "
      "(BMI): a) greater than or equal to 40 or b) greater than or equal to 35 in conjunction with any of the "
      "following severe co-morbidities following failure of less invasive methods of weight loss: i. "
      "Obesity-related cardiomyopathy ii. Coronary heart disease iii. Severe Sleep Apnea iv. Uncontrolled Type2 "
      "Diabetes"]),
    ("Change-of-Gender treatments", "Excl07",
     ["Expenses related to any treatment, including surgical management, to change characteristics of the body "
      "to those of the opposite sex."]),
    ("Cosmetic or plastic Surgery", "Excl08",
     ["Expenses for cosmetic or plastic surgery or any treatment to change appearance unless for reconstruction "
      "following an Accident, Burn(s) or Cancer or as part of medically necessary treatment to remove a direct "
      "and immediate health risk to the insured. For this to be considered a medical necessity, it must be "
      "certified by the attending Medical Practitioner."]),
    ("Hazardous or Adventure sports", "Excl09",
     ["Expenses related to any treatment necessitated due to participation as a professional in hazardous or "
      "adventure sports, including but not limited to, para-jumping, rock climbing, mountaineering, rafting, "
      "motor racing, horse racing or scuba diving, hand gliding, sky diving, deep-sea diving."]),
    ("Breach of law", "Excl10",
     ["Expenses for treatment directly arising from or consequent upon any Insured Person committing or "
      "attempting to commit a breach of law with criminal intent."]),
    ("Excluded Providers", "Excl11",
     ["Expenses incurred towards treatment in any hospital or by any Medical Practitioner or any other provider "
      "specifically excluded by the Insurer and disclosed in its website / notified to the policyholders are not "
      "admissible. However, in case of life threatening situations or following an accident, expenses up to the "
      "stage of stabilization are payable but not the complete claim."]),
    ("Alcoholism, drug or substance abuse", "Excl12",
     ["Treatment for, Alcoholism, drug or substance abuse or any addictive condition and consequences thereof."]),
    ("Health hydros, nature cure clinics, spas", "Excl13",
     ["Treatments received in heath hydros, nature cure clinics, spas or similar establishments or private beds "
      "registered as a nursing home attached to such establishments or where admission is arranged wholly or "
      "partly for domestic reasons."]),
    ("Dietary supplements", "Excl14",
     ["Dietary supplements and substances that can be purchased without prescription, including but not limited "
      "to Vitamins, minerals and organic substances unless prescribed by a medical practitioner as part of "
      "hospitalization claim or day care procedure."]),
    ("Refractive Error", "Excl15",
     ["Expenses related to the treatment for correction of eye sight due to refractive error less than 7.5 "
      "dioptres."]),
    ("Unproven Treatments", "Excl16",
     ["Expenses related to any unproven treatment, services and supplies for or in connection with any "
      "treatment. Unproven treatments are treatments, procedures or supplies that lack significant medical "
      "documentation to support their effectiveness."]),
    ("Sterility and Infertility", "Excl17",
     ["Expenses related to sterility and infertility. This includes: (i) Any type of contraception, "
      "sterilization (ii) Assisted Reproduction services including artificial insemination and advanced "
      "reproductive technologies such as IVF, ZIFT, GIFT, ICSI (iii) Gestational Surrogacy (iv) Reversal of "
      "sterilization"]),
    ("Maternity", "Excl18",
     ["Medical treatment expenses traceable to childbirth (including complicated deliveries and caesarean "
      "sections incurred during hospitalization) except ectopic pregnancy;",
      "Expenses towards miscarriage (unless due to an accident) and lawful medical termination of pregnancy "
      "during the policy period."]),
]

MODERN = ["Uterine Artery Embolization and HIFU (High intensity focused ultrasound)",
          "Balloon Sinuplasty", "Deep Brain stimulation", "Oral chemotherapy",
          "Immunotherapy - Monoclonal Antibody to be given as injection", "Intra vitreal injections",
          "Robotic surgeries", "Stereotactic radio surgeries", "Bronchical Thermoplasty",
          "Vaporisation of the prostrate (Green laser treatment or holmium laser treatment)",
          "IONM - (Intra Operative Neuro Monitoring)",
          "Stem cell therapy: Hematopoietic stem cells for bone marrow transplant for haematological conditions "
          "to be covered"]

LIST_I = ["Baby food", "Baby utilities charges", "Beauty services", "Belts/ braces", "Buds", "Cold pack/hot pack",
          "Carry bags", "Email / internet charges", "Food charges (other than patient's diet provided by hospital)",
          "Leggings", "Laundry charges", "Mineral water", "Sanitary pad", "Telephone charges",
          "Guest services", "Crepe bandage", "Diaper of any type", "Eyelet collar", "Slings",
          "Blood grouping and cross matching of donors samples",
          "Service charges where nursing charge also charged", "Television charges", "Surcharges",
          "Attendant charges", "Extra diet of patient (other than that which forms part of bed charge)",
          "Birth certificate", "Certificate charges", "Courier charges", "Conveyance charges",
          "Medical certificate", "Medical records", "Photocopies charges", "Mortuary charges",
          "Walking aids charges", "Oxygen cylinder (for usage outside the hospital)", "Spacer", "Spirometre",
          "Nebulizer kit", "Steam inhaler", "Armsling", "Thermometer", "Cervical collar", "Splint",
          "Diabetic foot wear", "Knee braces (long/ short/ hinged)", "Knee immobilizer/shoulder immobilizer",
          "Lumbo sacral belt", "Nimbus bed or water or air bed charges", "Ambulance collar",
          "Ambulance equipment", "Abdominal binder", "Private nurses charges - special nursing charges",
          "Sugar free tablets", "Creams powders lotions (toiletries are not payable, only prescribed medical "
          "pharmaceuticals payable)", "ECG electrodes", "Gloves", "Nebulisation kit",
          "Any kit with no details mentioned [delivery kit, orthokit, recovery kit, etc.]", "Kidney tray",
          "Mask", "Ounce glass", "Oxygen mask", "Pelvic traction belt", "Pan can", "Trolly cover",
          "Urometer, urine jug", "Vasofix safety"]

OMBUDSMAN = [
    ("AHMEDABAD", "Office of the Insurance Ombudsman, Jeevan Prakash Building, 6th floor, Tilak Marg, Relief "
                  "Road, Ahmedabad - 380 001. Email: bimalokpal.ahmedabad@cioins.co.in", "Gujarat, Dadra & Nagar "
                  "Haveli, Daman and Diu"),
    ("BENGALURU", "Office of the Insurance Ombudsman, Jeevan Soudha Building, PID No. 57-27-N-19, Ground Floor, "
                  "19/19, 24th Main Road, JP Nagar, 1st Phase, Bengaluru - 560 078. Email: "
                  "bimalokpal.bengaluru@cioins.co.in", "Karnataka"),
    ("BHOPAL", "Office of the Insurance Ombudsman, Janak Vihar Complex, 2nd Floor, 6, Malviya Nagar, Opp. "
               "Airtel Office, Near New Market, Bhopal - 462 003. Email: bimalokpal.bhopal@cioins.co.in",
     "Madhya Pradesh, Chhattisgarh"),
    ("CHENNAI", "Office of the Insurance Ombudsman, Fatima Akhtar Court, 4th Floor, 453, Anna Salai, Teynampet, "
                "Chennai - 600 018. Email: bimalokpal.chennai@cioins.co.in", "Tamil Nadu, Puducherry Town and "
                "Karaikal"),
    ("DELHI", "Office of the Insurance Ombudsman, 2/2 A, Universal Insurance Building, Asaf Ali Road, New Delhi "
              "- 110 002. Email: bimalokpal.delhi@cioins.co.in", "Delhi, Haryana (Gurugram, Faridabad, Sonepat "
              "and Bahadurgarh)"),
    ("KOLKATA", "Office of the Insurance Ombudsman, Hindustan Bldg. Annexe, 7th Floor, 4, C.R. Avenue, Kolkata "
                "- 700 072. Email: bimalokpal.kolkata@cioins.co.in", "West Bengal, Sikkim, Andaman & Nicobar "
                "Islands"),
    ("MUMBAI", "Office of the Insurance Ombudsman, 3rd Floor, Jeevan Seva Annexe, S. V. Road, Santacruz (W), "
               "Mumbai - 400 054. Email: bimalokpal.mumbai@cioins.co.in", "Goa, Mumbai Metropolitan Region "
               "(excluding Navi Mumbai & Thane)"),
    ("PUNE", "Office of the Insurance Ombudsman, Jeevan Darshan Bldg., 3rd Floor, C.T.S. No.s. 195 to 198, N.C. "
             "Kelkar Road, Narayan Peth, Pune - 411 030. Email: bimalokpal.pune@cioins.co.in",
     "Maharashtra (excluding Mumbai Metropolitan Region), Navi Mumbai and Thane"),
]


# ---------------------------------------------------------------------------------------------------------------
# A. IFFCO-Tokio: Varishtha Arogya Kavach Policy
# ---------------------------------------------------------------------------------------------------------------
A_INS = "IFFCO-Tokio General Insurance Co. Ltd."
A_PROD = "Varishtha Arogya Kavach Policy"
A_UIN = "IFFHLIP26118V012526"
A_STEM = "IFFCOTokio_Varishtha-Arogya-Kavach_" + A_UIN


def wording_a():
    d = Doc("DJ", 8.6, colors.HexColor("#0b5a2a"))
    d.title(A_INS)
    d.sub("**" + A_PROD + "**")
    d.sub("Unique Identification No. (UIN): " + A_UIN)
    d.sub("POLICY WORDING")
    d.space(6)

    d.h1("SECTION 1. PREAMBLE")
    d.p("This Policy is a contract of insurance between the Insured Person(s) named in the Policy Schedule and "
        "IFFCO-Tokio General Insurance Co. Ltd. (hereinafter called the Company). The Policy has been issued on "
        "the basis of the Proposal and Declaration made by the Proposer and the Insured Person(s), including "
        "the information given about their health and existing conditions, which shall form the basis of this "
        "contract and shall be deemed to be incorporated herein.")
    d.p("In consideration of the payment of full premium, and subject to the terms, conditions, exclusions and "
        "limits of this Policy, the Company undertakes that if during the Policy Period any Insured Person "
        "suffers an Illness or sustains an Injury requiring Hospitalisation or Day Care Treatment on the advice "
        "of a Medical Practitioner, the Company will indemnify the Medical Expenses reasonably and necessarily "
        "incurred, up to the Sum Insured and the limits shown in the Table of Benefits (Section 4) and the Policy "
        "Schedule. The Policy is designed for persons aged 56 years and above and is offered on an individual "
        "basis only; each Insured Person has a separate Sum Insured.")

    d.h1("SECTION 2. DEFINITIONS")
    d.p("The words and expressions defined below shall carry the same meaning wherever they appear in this "
        "Policy, the Proposal Form, the Policy Schedule or any endorsement. Words in the singular include the "
        "plural and references to the male include the female.")
    d.h2("2.1 Standard Definitions")
    for i, (k, v) in enumerate(STD_DEFS, 1):
        d.li("2.1.%d" % i, "**%s:** %s" % (k, v))
    d.h2("2.2 Specific Definitions")
    specific = [
        ("Age", "Age means the completed age of the Insured Person as on his last birthday on the date of "
                "commencement of the first Policy with the Company (Age at Entry) or on the date of renewal, as "
                "the context requires."),
        ("Associated Medical Expenses", "Associated Medical Expenses are room rent, nursing charges, operation "
                                        "theatre charges, fees of the Medical Practitioner/surgeon/anaesthetist/"
                                        "specialist and consultation charges, which vary with the category of "
                                        "room occupied in the Hospital. Pharmacy, consumables, cost of implants "
                                        "and medical devices, and diagnostics are not Associated Medical "
                                        "Expenses."),
        ("Company / We / Us / Our", "means IFFCO-Tokio General Insurance Co. Ltd."),
        ("Insured Person / You / Your", "means the person(s) named in the Policy Schedule who is/are covered "
                                        "under this Policy and for whom the premium has been received."),
        ("Policy Period", "means the period of one year commencing on the start date shown in the Policy "
                          "Schedule."),
        ("Policy Year", "means a period of twelve months beginning from the start date of the Policy Period."),
        ("Single Standard A/C Room", "means the most economical air-conditioned room in the Hospital that is "
                                     "occupied by one patient, with an attached washroom, and which is not a "
                                     "suite, deluxe or executive room. Where a Hospital has no such room, the "
                                     "lowest-priced single room with air-conditioning shall be treated as the "
                                     "Single Standard A/C Room."),
        ("Sum Insured", "means the amount of cover opted by the Insured Person and shown against his name in the "
                        "Policy Schedule, which is the Company's maximum liability for all claims admitted for "
                        "that Insured Person in a Policy Year, together with the Cumulative Bonus, if any."),
        ("TPA", "means a Third Party Administrator registered with the Authority and engaged by the Company for "
                "servicing claims under this Policy."),
    ]
    for i, (k, v) in enumerate(specific, 1):
        d.li("2.2.%d" % i, "**%s:** %s" % (k, v))

    d.h1("SECTION 3. BENEFITS COVERED UNDER THE POLICY")
    d.p("The following benefits are payable for an Insured Person, subject to the Sum Insured, the limits in the "
        "Table of Benefits (Section 4), the co-payment in Section 5 and the waiting periods and exclusions in "
        "Section 6. Admissible claims reduce the Sum Insured for the rest of the Policy Year.")
    d.h2("3.1 In-patient Hospitalisation Expenses")
    d.p("If an Insured Person is hospitalised for more than 24 consecutive hours on the written advice of a "
        "Medical Practitioner for a covered Illness or Injury contracted or sustained during the Policy Period, "
        "the Company will pay:")
    d.items(["a)", "b)", "c)", "d)", "e)"], [
        "**Accommodation charges:** room, boarding and nursing charges as billed by the Hospital, for a Single "
        "Standard A/C Room.",
        "**Intensive care:** ICU and ICCU charges are payable at actuals, without any per day cap.",
        "Fees of surgeons, anaesthetists, Medical Practitioners, consultants and specialists.",
        "Anaesthesia, blood, oxygen, operation theatre charges, surgical appliances, medicines and drugs, "
        "diagnostic procedures, cost of prosthetic and other devices or equipment implanted internally during a "
        "surgical procedure.",
        "Dialysis, chemotherapy and radiotherapy taken as an in-patient or as Day Care Treatment."])
    d.p("**Note on room category:** Where the Insured Person chooses to stay in a room of a category higher than "
        "a Single Standard A/C Room, the Company shall bear the Associated Medical Expenses only in the ratio of "
        "the room rent of a Single Standard A/C Room in that Hospital to the room rent actually charged. This "
        "proportionate reduction shall not apply to stay in ICU/ICCU, and shall not apply where the Hospital "
        "does not have a Single Standard A/C Room and the Insured Person is admitted to the next available "
        "category.")
    d.h2("3.2 Pre-hospitalisation Medical Expenses")
    d.p("Medical Expenses incurred during the 30 days immediately before the date of admission, provided they "
        "relate to the same condition for which the in-patient claim is admitted by the Company.")
    d.h2("3.3 Post-hospitalisation Medical Expenses")
    d.p("Medical Expenses incurred during the 60 days immediately after the date of discharge, for the same "
        "condition for which the in-patient claim is admitted. The bills for post-hospitalisation expenses are "
        "to be submitted within 15 days of the end of the 60-day period.")
    d.h2("3.4 Day Care Treatment")
    d.p("Medical Expenses for the Day Care Treatments listed in Annexure I, taken in a Hospital or Day Care "
        "Centre, are covered up to the Sum Insured. Treatment taken on an out-patient basis is not covered.")
    d.h2("3.5 Road Ambulance")
    d.p("Charges of a registered road ambulance service for taking the Insured Person to a Hospital in an "
        "emergency, or from one Hospital to another for better treatment, are reimbursed up to Rs. 2,000 per "
        "hospitalisation, provided the hospitalisation claim is admissible under Section 3.1. Co-payment under "
        "Section 5 applies to this benefit.")
    d.h2("3.6 AYUSH Treatment")
    d.p("In-patient treatment under Ayurveda, Yoga and Naturopathy, Unani, Siddha and Homeopathy taken in an "
        "AYUSH Hospital is payable up to 20% of the Sum Insured in a Policy Year. Treatment at a wellness "
        "centre, spa or resort is not covered.")
    d.h2("3.7 Organ Donor Expenses")
    d.p("In-patient expenses incurred on the harvesting of an organ from a donor for transplant to the Insured "
        "Person are payable up to 10% of the Sum Insured, provided the organ donation conforms to the "
        "Transplantation of Human Organs Act, 1994 and the transplant claim of the Insured Person is admissible. "
        "Pre- and post-hospitalisation expenses of the donor, and the cost of acquiring the organ, are not "
        "payable.")
    d.h2("3.8 Modern Treatment Methods and Advancement in Technologies")
    d.p("The following procedures, taken as in-patient or Day Care Treatment, are payable up to 25% of the Sum "
        "Insured for each procedure, within the overall Sum Insured:")
    d.items(["%s)" % c for c in "abcdefghijkl"], MODERN)
    d.h2("3.9 Cataract Surgery")
    d.p("Expenses for surgery of cataract, including the cost of the intra-ocular lens, are payable up to Rs. "
        "30,000 per eye or actual expenses whichever is less, in any one Policy Year, subject to the waiting "
        "period in Section 6.2.")
    d.h2("3.10 Cumulative Bonus")
    d.p("For each claim-free Policy Year, the Sum Insured for the next Policy Year is increased by 10% of the "
        "expiring Sum Insured (excluding bonus), up to a maximum of 50% of the Sum Insured. If a claim is paid "
        "in a Policy Year, the accrued bonus is reduced by 10% of the Sum Insured at the next renewal, but the "
        "Sum Insured itself is never reduced. The bonus is lost if the Policy is not renewed within the Grace "
        "Period.")
    d.h2("3.11 Preventive Health Check-up")
    d.p("At the end of every block of two continuous claim-free Policy Years, each Insured Person may claim the "
        "cost of a health check-up up to the amount shown in the Table of Benefits. The amount is reimbursed and "
        "does not carry forward; it does not reduce the Sum Insured or the Cumulative Bonus.")

    d.h1("SECTION 4. TABLE OF BENEFITS")
    d.p("The limits below apply per Insured Person. Amounts are in Indian Rupees.")
    d.table([
        ["Benefit", "Sum Insured Rs. 1,00,000 / Rs. 2,00,000 / Rs. 3,00,000",
         "Sum Insured Rs. 5,00,000 / Rs. 7,50,000 / Rs. 10,00,000"],
        ["Room, boarding and nursing (3.1 a)", "Single Standard A/C Room", "Single Standard A/C Room"],
        ["ICU / ICCU charges (3.1 b)", "At actuals", "At actuals"],
        ["Pre-hospitalisation (3.2)", "30 days", "30 days"],
        ["Post-hospitalisation (3.3)", "60 days", "60 days"],
        ["Day Care Treatment (3.4)", "Covered up to SI", "Covered up to SI"],
        ["Road ambulance (3.5)", "Rs. 2,000 per hospitalisation", "Rs. 2,000 per hospitalisation"],
        ["AYUSH in-patient treatment (3.6)", "Up to 20% of SI per policy year",
         "Up to 20% of SI per policy year"],
        ["Organ donor (3.7)", "Up to 10% of SI", "Up to 10% of SI"],
        ["Modern treatment methods (3.8)", "Up to 25% of SI for each procedure",
         "Up to 25% of SI for each procedure"],
        ["Cataract (3.9)", "Rs. 30,000 per eye", "Rs. 30,000 per eye"],
        ["Cumulative Bonus (3.10)", "10% per claim-free year, max. 50%", "10% per claim-free year, max. 50%"],
        ["Health check-up (3.11)", "Up to Rs. 1,500 once in two claim-free years",
         "Up to Rs. 2,500 once in two claim-free years"],
        ["Domiciliary Hospitalisation", "Not Covered", "Not Covered"],
        ["Maternity and new born", "Not Covered", "Not Covered"],
        ["Out-patient treatment", "Not Covered", "Not Covered"],
        ["Co-payment (Section 5)", "As per age at entry", "As per age at entry"],
    ], [52, 60, 62], ruled=True, bold_first_col=True)
    d.space(3)
    d.p("SI = Sum Insured. All benefits are within the Sum Insured; the sub-limits above do not increase it.")

    d.h1("SECTION 5. CO-PAYMENT")
    d.p("Each admissible claim is subject to a co-payment which depends on the Age at Entry of the Insured Person "
        "into the first Policy with the Company, as set out below. The co-payment percentage, once fixed at "
        "entry, continues for the lifetime of the Policy, on renewals without a break.")
    d.table([
        ["Age at Entry of the Insured Person", "Co-payment on each and every admissible claim"],
        ["56 - 60 years", "Nil"],
        ["61 - 70 years", "20%"],
        ["71 - 80 years", "25%"],
    ], [80, 94], ruled=True)
    d.space(3)
    d.p("The co-payment is applied on the claim amount admissible after deduction of non-payable items, "
        "proportionate deductions and the sub-limits in Section 4. It applies to every benefit of this Policy "
        "except the Preventive Health Check-up. Persons aged above 80 years are not accepted as new entrants.")

    d.h1("SECTION 6. WAITING PERIODS AND EXCLUSIONS")
    d.p("The Company shall not be liable to make any payment under this Policy in respect of any expenses "
        "whatsoever incurred by any Insured Person in connection with or in respect of:")
    d.h2("6.1 Pre-Existing Diseases - Code- Excl01")
    d.items(["a)", "b)", "c)", "d)"], [
        "Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications shall be "
        "excluded until the expiry of 12 months of continuous coverage after the date of inception of the first "
        "policy with insurer.",
        "In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured "
        "increase.",
        "If the Insured Person is continuously covered without any break as defined under the portability norms "
        "of the extant IRDAI (Health Insurance) Regulations, then waiting period for the same would be reduced to "
        "the extent of prior coverage.",
        "Coverage under the policy after the expiry of 12 months for any pre-existing disease is subject to the "
        "same being declared at the time of application and accepted by Insurer."])
    d.h2("6.2 Specified disease/procedure waiting period - Code- Excl02")
    d.items(["a)", "b)", "c)", "d)", "e)", "f)"], [
        "Expenses related to the treatment of the listed Conditions, surgeries/treatments shall be excluded "
        "until the expiry of 24 months of continuous coverage after the date of inception of the first policy "
        "with us. This exclusion shall not be applicable for claims arising due to an accident.",
        "In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured "
        "increase.",
        "If any of the specified disease/procedure falls under the waiting period specified for pre-Existing "
        "diseases, then the longer of the two waiting periods shall apply.",
        "The waiting period for listed conditions shall apply even if contracted after the policy or declared "
        "and accepted without a specific exclusion.",
        "If the Insured Person is continuously covered without any break as defined under the applicable norms "
        "on portability stipulated by IRDAI, then waiting period for the same would be reduced to the extent of "
        "prior coverage.",
        "List of specific diseases/procedures:"])
    d.items(["i.", "ii.", "iii.", "iv.", "v.", "vi.", "vii.", "viii.", "ix.", "x.", "xi.", "xii."], [
        "Cataract and other age-related eye disorders, glaucoma",
        "Benign Prostatic Hypertrophy and all surgeries of the prostate",
        "Hernia of all types, hydrocele",
        "Joint replacement surgery of any joint, unless necessitated by an Accident",
        "Osteoarthritis, osteoporosis and degenerative disorders of the spine (including surgery for "
        "intervertebral disc prolapse)",
        "Stones in the gall bladder, kidney, ureter or urinary bladder, and cholecystectomy",
        "Hysterectomy and fibroids, unless for malignancy",
        "Varicose veins and varicose ulcers",
        "Haemorrhoids, fissure and fistula in ano",
        "Sinusitis, deviated nasal septum, tonsillectomy and adenoidectomy",
        "Chronic kidney disease and chronic renal failure",
        "Benign tumours, cysts, nodules and polyps of any organ"], level=2)
    d.h2("6.3 30-day waiting period - Code- Excl03")
    d.items(["a)", "b)", "c)"], [
        "Expenses related to the treatment of any illness within 30 days from the first policy commencement date "
        "shall be excluded except claims arising due to an accident, provided the same are covered.",
        "This exclusion shall not, however, apply if the Insured Person has Continuous Coverage for more than "
        "twelve months.",
        "The within referred waiting period is made applicable to the enhanced sum insured in the event of "
        "granting higher sum insured subsequently."])
    d.h2("6.4 Standard Permanent Exclusions")
    for i, (name, code, parts) in enumerate(STD_EXCL_04_18, 1):
        body = " ".join(("%s) %s" % ("abc"[j], t)) if len(parts) > 1 else t for j, t in enumerate(parts))
        d.li("6.4.%d" % i, "**%s - Code- %s:** %s" % (name, code, body))
    d.h2("6.5 Specific Exclusions")
    d.p("In addition, the Company shall not pay for the following, which do not carry an IRDAI exclusion code:")
    d.items(["6.5.1", "6.5.2", "6.5.3", "6.5.4", "6.5.5", "6.5.6", "6.5.7", "6.5.8"], [
        "Domiciliary hospitalisation, that is treatment taken at home even where the condition would normally "
        "have needed admission to a Hospital.",
        "Out-patient consultations, tests and medicines not followed by an admissible hospitalisation, except "
        "as provided under Sections 3.2, 3.3 and 3.11.",
        "Spectacles, contact lenses, hearing aids, walkers, crutches, wheelchairs and other durable medical "
        "equipment.",
        "Dental Treatment, unless necessitated by an Accident and requiring Hospitalisation.",
        "Items of personal comfort and the non-medical items listed in Annexure II.",
        "War, invasion, act of foreign enemy, nuclear, chemical or biological weapons and radioactive "
        "contamination.",
        "Treatment taken outside India.",
        "Intentional self-injury or attempted suicide."])

    d.h1("SECTION 7. GENERAL TERMS AND CLAUSES")
    d.p("**7.1 Disclosure of Information:** The Policy shall be void and all premium paid thereon shall be "
        "forfeited to the Company in the event of misrepresentation, mis-description or non-disclosure of any "
        "material fact by the policyholder. (Material facts are all relevant information sought by the Company "
        "in the proposal form and other connected documents.)")
    d.p("**7.2 Condition Precedent to Admission of Liability:** The terms and conditions of the Policy must be "
        "fulfilled by the Insured Person for the Company to make any payment for claim(s) arising under the "
        "Policy.")
    d.p("**7.3 Claim Settlement:** The Company shall settle or reject a claim within 15 days from the date of "
        "receipt of the last necessary document. In case of delay, the Company shall pay interest at a rate 2% "
        "above the bank rate from the date of receipt of the last necessary document to the date of payment. "
        "Where a claim warrants investigation, the investigation shall be completed within 30 days and the claim "
        "settled within 45 days from receipt of the last necessary document.")
    d.p("**7.4 Complete Discharge:** Any payment to the Insured Person or his nominee or legal representative or "
        "assignee or to the Hospital, as the case may be, for any benefit under the Policy shall be a valid "
        "discharge towards payment of claim by the Company to the extent of that amount for the particular "
        "claim.")
    d.p("**7.5 Multiple Policies:** Where an Insured Person holds more than one indemnity policy, he may choose "
        "the insurer to claim from, and the Company shall settle its share without regard to the other policy "
        "if it is chosen as the primary insurer. Where the claim exceeds the Sum Insured of the chosen policy, "
        "the Insured Person may claim the balance under the other policy.")
    d.p("**7.6 Fraud:** If any claim made by the Insured Person is in any respect fraudulent, or if any false "
        "statement or declaration is made or used in support thereof, or if any fraudulent means or devices are "
        "used to obtain any benefit under this Policy, all benefits under this Policy and the premium paid shall "
        "be forfeited, and any amount already paid shall be repaid by the recipient(s), who shall be jointly and "
        "severally liable for such repayment.")
    d.p("**7.7 Cancellation:** The policyholder may cancel this Policy at any time by giving 7 days' written "
        "notice; the Company shall refund premium for the unexpired period on a pro-rata basis, provided no "
        "claim has been made. The Company may cancel the Policy only on grounds of established fraud, "
        "non-disclosure of material facts or non-cooperation, by giving 15 days' written notice, with refund on "
        "a pro-rata basis if no claim has been paid.")
    d.p("**7.8 Free Look Period:** The Policy holder shall be allowed a free look period of 30 days from the "
        "date of receipt of the policy document to review its terms and conditions and to return the same if "
        "not acceptable. If the policyholder has not made any claim during the free look period, he shall be "
        "entitled to a refund of the premium paid less expenses incurred on medical examination and stamp duty. "
        "The free look is not available on renewal.")
    d.p("**7.9 Renewal of Policy:** The Policy shall ordinarily be renewable except on grounds of fraud or "
        "misrepresentation by the Insured Person. Renewal shall not be denied on the ground that a claim was "
        "made in an earlier year. There is no maximum age for renewal. The Company gives a Grace Period of 30 "
        "days from the renewal due date to pay the premium; coverage is not available during the period for "
        "which no premium is received, but continuity benefits are protected. Premium is payable annually only; "
        "no instalment option is offered under this product.")
    d.p("**7.10 Migration and Portability:** The Insured Person may migrate to another health product of the "
        "Company, or port the Policy to another insurer, by applying at least 15 days and not earlier than 60 "
        "days before the renewal date, with credit for waiting periods already served to the extent of the "
        "previous sum insured, as per IRDAI guidelines.")
    d.p("**7.11 Moratorium Period:** After completion of sixty continuous months of coverage (including "
        "portability and migration), no policy and claim shall be contestable by the Company on grounds of "
        "non-disclosure or misrepresentation, except on grounds of established fraud. The policy would however "
        "be subject to all limits, sub-limits, co-payments and deductibles as per the policy contract.")
    d.p("**7.12 Withdrawal and Revision:** The product may be withdrawn or its terms and premium revised only "
        "with the approval of the Authority, with 90 days' notice to the policyholder. Premium rates depend on "
        "Age and Sum Insured and are not revised for an individual on account of claims.")
    d.p("**7.13 Nomination:** The policyholder shall nominate a person for the payment of claim amounts in the "
        "event of his death. Any change of nomination shall be communicated to the Company in writing.")

    d.h1("SECTION 8. CLAIM PROCEDURE")
    d.h2("8.1 Notification of Claim")
    d.p("Notice with full particulars shall be sent to the Company / TPA as follows:")
    d.items(["(i)", "(ii)"], [
        "In case of an emergency hospitalisation, within 24 hours of admission to the Hospital.",
        "In case of a planned hospitalisation, at least 72 hours before the date of admission."])
    d.p("Delay in notification may be condoned where the Insured Person shows that the delay was for reasons "
        "beyond his control.")
    d.h2("8.2 Cashless Facility")
    d.p("Cashless treatment is available only at Network Providers. The Hospital shall send the pre-authorisation "
        "request, with the Insured Person's health card and KYC, to the TPA. The TPA shall decide a request for "
        "cashless authorisation within one hour, and a request for final discharge authorisation within three "
        "hours of receipt from the Hospital. Where cashless treatment is denied, the Insured Person may claim "
        "reimbursement.")
    d.h2("8.3 Reimbursement Claims")
    d.p("The following documents shall be submitted within 30 days of discharge from the Hospital: claim form "
        "duly signed; original bills, receipts and discharge summary; investigation reports; prescriptions; "
        "first information report or medico-legal certificate in accident cases; KYC and bank details (NEFT "
        "mandate). Pre- and post-hospitalisation bills shall be submitted within 15 days after the end of the "
        "post-hospitalisation period.")
    d.h2("8.4 Services offered by TPA")
    d.p("Claims are serviced by the TPA named in the Policy Schedule. The services offered by the TPA shall not "
        "include claim settlement and rejection of claims for the Company and shall not include any services "
        "directly to the insured persons, beyond those permitted by the Authority.")

    d.h1("SECTION 9. GRIEVANCE REDRESSAL")
    d.p("The Company is committed to a fair and speedy resolution of complaints. The policyholder may write to "
        "the grievance cell at any branch office or the Grievance Redressal Officer at the corporate office, or "
        "call the toll-free number printed on the Policy Schedule. The Company will acknowledge the complaint "
        "within 24 hours and resolve it within 14 days. If the decision is not satisfactory or no reply is "
        "received within 14 days, the policyholder may approach the Bima Bharosa portal of IRDAI or the "
        "Insurance Ombudsman of the area in which he resides, as listed in Annexure III, under the Insurance "
        "Ombudsman Rules, 2017.")

    d.h1("ANNEXURE I - LIST OF DAY CARE TREATMENTS (INDICATIVE)")
    dc = ["Coronary angiography", "Haemodialysis", "Radiotherapy", "Chemotherapy (parenteral)",
          "Cataract surgery (phacoemulsification with IOL)", "Eye surgery for retinal detachment",
          "Lithotripsy (ESWL) for stones", "Endoscopic removal of ureteric stone",
          "Transurethral resection of the prostate", "Tonsillectomy", "Excision of sebaceous cyst",
          "Incision and drainage of abscess", "Haemorrhoidectomy", "Fistulectomy", "Hernia repair (laparoscopic)",
          "Arthroscopic knee surgery", "Reduction of fracture with plaster cast under anaesthesia",
          "Dilatation and curettage", "Endoscopic ligation of oesophageal varices",
          "Percutaneous liver biopsy", "Pacemaker battery replacement", "Bronchoscopic removal of foreign body"]
    d.items(["%d." % (i + 1) for i in range(len(dc))], dc)

    d.h1("ANNEXURE II - LIST OF ITEMS FOR WHICH NO PAYMENT IS MADE (LIST I)")
    d.p("The following items are not payable under any benefit of this Policy:")
    d.items(["%d." % (i + 1) for i in range(len(LIST_I))], LIST_I)

    d.h1("ANNEXURE III - OFFICES OF THE INSURANCE OMBUDSMAN")
    d.table([["Office", "Address", "Jurisdiction"]] + [[a, b, c] for a, b, c in OMBUDSMAN],
            [24, 100, 50], ruled=True)
    d.space(4)
    d.p("The updated list of Ombudsman offices is available at www.cioins.co.in.")

    path = os.path.join(HERE, A_STEM + ".pdf")
    n = d.build(path, A_INS + " | " + A_PROD, "UIN: " + A_UIN,
                [A_INS + "  |  Regd. Office: IFFCO Sadan, C-1, District Centre, Saket, New Delhi - 110017",
                 A_PROD + "  |  UIN: " + A_UIN + "  |  Toll free: 1800 103 5499"],
                "Synthetic test wording – not an insurance product")
    return path, n


# ---------------------------------------------------------------------------------------------------------------
# B. Niva Bupa: Regal Health
# ---------------------------------------------------------------------------------------------------------------
B_INS = "Niva Bupa Health Insurance Company Limited"
B_PROD = "Regal Health"
B_UIN = "NBHHLIP26107V012526"
B_STEM = "NivaBupa_Regal-Health_" + B_UIN


def wording_b():
    d = Doc("LS", 8.8, colors.HexColor("#1d3f8f"))
    d.title("Regal Health")
    d.sub("Policy Wording")
    d.sub(B_INS + "  |  Product UIN: " + B_UIN)
    d.space(6)

    d.h1("Section 1. Preamble")
    d.p("Welcome to Regal Health. This Policy is a contract between You and Us. We have issued it on the basis of "
        "the Proposal Form, the declarations You made and the premium You paid. Please read it together with "
        "Your Policy Schedule, which tells You the Sum Insured, the Optional Benefits You have chosen and the "
        "persons covered.")
    d.p("We will cover the expenses of medically necessary treatment of the Insured Persons for an Illness or "
        "Injury that occurs during the Policy Period, as described in Section 4, up to the Sum Insured, subject "
        "to the terms, conditions, waiting periods and exclusions of this Policy. Optional Benefits in Section 5 "
        "apply only if opted and shown in the Policy Schedule and the additional premium has been paid.")

    d.h1("Section 2. Definitions")
    d.h2("2.1 Standard Definitions")
    for i, (k, v) in enumerate(STD_DEFS, 1):
        d.li("%d." % i, "**%s** - %s" % (k, v))
    d.h2("2.2 Specific Definitions")
    spec = [
        ("Base Sum Insured", "means the amount shown in the Policy Schedule as the Base Sum Insured for the "
                             "Policy Year, which is the basis for the Refill Benefit and the No Claim Bonus."),
        ("Booster (No Claim Bonus)", "means the increase in the Sum Insured earned for claim-free Policy Years "
                                     "as described in Section 4.11."),
        ("Family Floater", "means a Policy in which the Sum Insured is shared by all Insured Persons covered "
                           "under it."),
        ("Newborn Baby", "means a baby born during the Policy Period to an Insured Person covered under the "
                         "Maternity and Newborn Optional Benefit, aged up to 90 days."),
        ("Optional Benefit", "means a benefit in Section 5 that is available only if You opt for it at "
                             "inception or renewal and it is shown as opted in Your Policy Schedule."),
        ("Policy Schedule", "means the schedule attached to and forming part of this Policy, with the name(s) "
                            "of the Insured Persons, the Sum Insured, the Policy Period and the Optional "
                            "Benefits opted."),
        ("We / Our / Us", "means Niva Bupa Health Insurance Company Limited."),
        ("You / Your / Policyholder", "means the person named in the Policy Schedule as the Policyholder and who "
                                      "has concluded this Policy with Us."),
    ]
    for i, (k, v) in enumerate(spec, len(STD_DEFS) + 1):
        d.li("%d." % i, "**%s** - %s" % (k, v))

    d.h1("Section 3. Sum Insured Options and Schedule of Benefits")
    d.p("Regal Health is available for a Base Sum Insured of Rs. 10 lakh, Rs. 15 lakh, Rs. 20 lakh, Rs. 25 lakh, "
        "Rs. 50 lakh or Rs. 1 crore, on an individual or Family Floater basis. The Schedule of Benefits below "
        "groups these into three bands. A benefit marked (Optional) applies only if opted.")
    d.table([
        ["Benefit", "Band I: SI 10 L / 15 L / 20 L", "Band II: SI 25 L / 50 L", "Band III: SI 1 Crore"],
        ["Room rent (4.1)", "Any Room", "Any Room", "Any Room"],
        ["ICU / ICCU (4.1)", "No limit", "No limit", "No limit"],
        ["Pre-hospitalisation (4.2)", "60 days", "60 days", "60 days"],
        ["Post-hospitalisation (4.3)", "180 days", "180 days", "180 days"],
        ["Day care treatment (4.4)", "Up to SI", "Up to SI", "Up to SI"],
        ["Domiciliary care (4.5)", "Up to SI", "Up to SI", "Up to SI"],
        ["Road ambulance, per hospitalisation (4.6)", "Rs. 5,000", "Rs. 10,000", "Up to SI"],
        ["AYUSH in-patient (4.7)", "Up to SI", "Up to SI", "Up to SI"],
        ["Living organ donor (4.8)", "Up to SI", "Up to SI", "Up to SI"],
        ["Modern treatments (4.9)", "Up to SI", "Up to SI", "Up to SI"],
        ["Cataract, per eye", "Up to SI", "Up to SI", "Up to SI"],
        ["Refill Benefit (4.10)", "100% of Base SI", "100% of Base SI", "100% of Base SI"],
        ["Booster / NCB (4.11)", "50% a year, max 100%", "50% a year, max 100%", "50% a year, max 100%"],
        ["Health check-up, yearly (4.12)", "Rs. 5,000", "Rs. 7,500", "Rs. 10,000"],
        ["Maternity, per delivery (Optional, 5.1)", "Rs. 50,000", "Rs. 75,000", "Rs. 1,00,000"],
        ["Newborn baby cover (Optional, 5.1)", "Up to SI", "Up to SI", "Up to SI"],
        ["Daily cash, per day (Optional, 5.4)", "Rs. 2,000", "Rs. 3,000", "Rs. 5,000"],
        ["Voluntary co-payment (Optional, 5.3)", "20%", "20%", "20%"],
    ], [58, 40, 38, 38], ruled=False, bold_first_col=False)
    d.space(3)
    d.p("SI means Sum Insured; L means lakh. Up to SI means covered up to the Sum Insured available, with no "
        "separate sub-limit. Waiting periods are set out in Section 6.")

    d.h1("Section 4. What We Cover")
    d.h2("4.1 In-patient Treatment")
    d.p("We will pay for the Medical Expenses of an Insured Person's Hospitalisation of at least 24 consecutive "
        "hours, for:")
    d.items(["a)", "b)", "c)", "d)"], [
        "**Room rent and boarding** - You may choose any room in the Hospital. We do not cap the room rent, and "
        "no proportionate deduction is made for the room You choose.",
        "**ICU charges** - Intensive Care Unit and Intensive Cardiac Care Unit charges, with no limit other than "
        "the Sum Insured.",
        "Nursing, Medical Practitioners' fees, surgeon's and anaesthetist's fees, operation theatre, "
        "investigations, medicines, consumables used in treatment, implants and blood.",
        "Medically necessary treatment taken on the advice of a Medical Practitioner."])
    d.h2("4.2 Pre-hospitalisation")
    d.p("Medical Expenses incurred in the 60 days before admission for the same Illness or Injury, if We have "
        "accepted the in-patient claim under 4.1 or the day care claim under 4.4.")
    d.h2("4.3 Post-hospitalisation")
    d.p("Medical Expenses incurred in the 180 days after discharge for the same Illness or Injury, if We have "
        "accepted the in-patient claim under 4.1 or the day care claim under 4.4.")
    d.h2("4.4 Day Care Treatment")
    d.p("Medical Expenses for Day Care Treatment taken in a Hospital or Day Care Centre. There is no fixed list; "
        "all day care procedures are covered. Out-patient consultation is not day care treatment.")
    d.h2("4.5 Domiciliary Hospitalisation")
    d.p("Medical Expenses of treatment taken at home for more than 3 consecutive days, on the advice of a "
        "Medical Practitioner, when the Insured Person cannot be moved to a Hospital or no Hospital bed is "
        "available. Pre- and post-hospitalisation expenses are not payable with this benefit.")
    d.h2("4.6 Road Ambulance")
    d.p("Expenses of a road ambulance to the nearest Hospital able to give the treatment, or between Hospitals, "
        "up to the limit for Your band in the Schedule of Benefits for each hospitalisation, if the in-patient "
        "claim is accepted under 4.1.")
    d.h2("4.7 AYUSH Treatment")
    d.p("In-patient treatment under Ayurveda, Yoga and Naturopathy, Unani, Siddha or Homeopathy in an AYUSH "
        "Hospital, up to the Sum Insured.")
    d.h2("4.8 Living Organ Donor")
    d.p("The in-patient expenses of the donor for harvesting an organ donated to an Insured Person, up to the "
        "Sum Insured, under the Transplantation of Human Organs Act, 1994, if the recipient's claim is accepted. "
        "We also pay the donor's complications within 90 days of harvesting that need Hospitalisation.")
    d.h2("4.9 Modern Treatments")
    d.p("The following are covered as in-patient or day care treatment up to the Sum Insured, with no "
        "sub-limit:")
    d.items(["(%d)" % (i + 1) for i in range(len(MODERN))], MODERN)
    d.h2("4.10 Refill Benefit")
    d.p("If the Sum Insured and the Booster are exhausted, fully or partly, during a Policy Year, We will refill "
        "100% of the Base Sum Insured once in that Policy Year. The refilled amount can be used for a later "
        "claim of any Insured Person, but not for an Illness for which a claim was paid in the same Policy Year. "
        "Unused refill does not carry forward.")
    d.h2("4.11 Booster (No Claim Bonus)")
    d.p("For every claim-free Policy Year, We add 50% of the Base Sum Insured to the Sum Insured of the next "
        "year, up to a maximum of 100% of the Base Sum Insured. If a claim is made, the Booster earned is "
        "reduced by 50% of the Base Sum Insured at the next renewal, but never below zero. A claim for the "
        "health check-up does not count as a claim.")
    d.h2("4.12 Health Check-up")
    d.p("Each adult Insured Person can take one health check-up every Policy Year, from the first day of the "
        "Policy, at Our network diagnostic centres on a cashless basis, up to the amount shown for Your band.")
    d.h2("4.13 Cataract")
    d.p("Cataract surgery, including the cost of the lens, is paid up to the Sum Insured with no per eye limit, "
        "once the waiting period in Section 6.2 is served.")

    d.h1("Section 5. Optional Benefits")
    d.p("You may choose one or more of the following at inception or at renewal. An Optional Benefit applies "
        "only if opted and shown in Your Policy Schedule.")
    d.h2("5.1 Maternity and Newborn (Optional Benefit)")
    d.p("If opted, We will pay the Medical Expenses of the delivery of a child (normal or caesarean), including "
        "pre-natal and post-natal expenses during the Hospitalisation, and lawful medical termination of "
        "pregnancy, up to the per delivery limit for Your band in the Schedule of Benefits: Rs. 50,000 in Band "
        "I, Rs. 75,000 in Band II and Rs. 1,00,000 in Band III.")
    d.items(["a)", "b)", "c)", "d)"], [
        "A waiting period of 24 months applies from the date this Optional Benefit was first opted and "
        "continuously renewed with Us, for the female Insured Person.",
        "Cover is limited to two deliveries or terminations in the lifetime of the Insured Person.",
        "The Newborn Baby is covered from birth for in-patient treatment up to the Sum Insured until the next "
        "renewal, and first-year vaccinations are paid within the maternity limit.",
        "Where this Optional Benefit is not opted, maternity expenses are excluded under Code- Excl18."])
    d.h2("5.2 PED Waiting Period Reduction (Optional Benefit)")
    d.p("If opted at the first Policy with Us, the waiting period for Pre-existing Diseases in Section 6.1 is "
        "reduced from 36 months to 12 months. It cannot be opted at a later renewal.")
    d.h2("5.3 Voluntary Co-payment (Optional Benefit)")
    d.p("If You opt for it, You will bear 20% of every admissible claim and We will pay the remaining 80%. In "
        "return You get a lower premium. Unless You opt for this benefit, there is no co-payment under this "
        "Policy.")
    d.h2("5.4 Hospital Daily Cash (Optional Benefit)")
    d.p("If opted, We pay the daily amount for Your band for each complete day of Hospitalisation (24 hours) "
        "for which We accept the in-patient claim, after the first day, up to 30 days in a Policy Year.")

    d.h1("Section 6. Waiting Periods and Exclusions")
    d.h2("6.1 Pre-Existing Diseases (Code- Excl01)")
    d.items(["a)", "b)", "c)", "d)"], [
        "Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications shall be "
        "excluded until the expiry of 36 months of continuous coverage after the date of inception of the first "
        "policy with us, or 12 months if the PED Waiting Period Reduction Optional Benefit is opted.",
        "In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured "
        "increase.",
        "If the Insured Person is continuously covered without any break as defined under the portability norms "
        "of the extant IRDAI (Health Insurance) Regulations, then waiting period for the same would be reduced to "
        "the extent of prior coverage.",
        "Coverage under the policy after the expiry of the waiting period for any pre-existing disease is "
        "subject to the same being declared at the time of application and accepted by Us."])
    d.h2("6.2 Specified disease/procedure waiting period (Code- Excl02)")
    d.items(["a)", "b)", "c)", "d)", "e)"], [
        "Expenses related to the treatment of the listed Conditions, surgeries/treatments shall be excluded "
        "until the expiry of 24 months of continuous coverage after the date of inception of the first policy "
        "with us. This exclusion shall not be applicable for claims arising due to an accident.",
        "In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured "
        "increase.",
        "If any of the specified disease/procedure falls under the waiting period specified for pre-Existing "
        "diseases, then the longer of the two waiting periods shall apply.",
        "The waiting period for listed conditions shall apply even if contracted after the policy or declared "
        "and accepted without a specific exclusion.",
        "If the Insured Person is continuously covered without any break as defined under the applicable norms "
        "on portability stipulated by IRDAI, then waiting period for the same would be reduced to the extent of "
        "prior coverage."])
    d.p("List of conditions: cataract; benign enlargement of prostate; hernia and hydrocele; gall stones and "
        "urinary stones; hysterectomy for benign conditions; fibroids and endometriosis; haemorrhoids, fissures "
        "and fistulae; varicose veins; sinusitis and nasal septum surgery; tonsils and adenoids; knee, hip or "
        "shoulder replacement (non-accidental); spinal disc disorders; benign lumps and cysts; glaucoma.")
    d.h2("6.3 First 30 days waiting period (Code- Excl03)")
    d.items(["a)", "b)", "c)"], [
        "Expenses related to the treatment of any illness within 30 days from the first policy commencement date "
        "shall be excluded except claims arising due to an accident, provided the same are covered.",
        "This exclusion shall not, however, apply if the Insured Person has Continuous Coverage for more than "
        "twelve months.",
        "The within referred waiting period is made applicable to the enhanced sum insured in the event of "
        "granting higher sum insured subsequently."])
    d.h2("6.4 Permanent Exclusions")
    d.p("We will not pay for any claim directly or indirectly caused by, arising from or attributable to:")
    n = 1
    for name, code, parts in STD_EXCL_04_18:
        if code in ("Excl07", "Excl14"):
            continue
        body = " ".join(("%s) %s" % ("ab"[j], t)) if len(parts) > 1 else t for j, t in enumerate(parts))
        if code == "Excl18":
            body += " This exclusion does not apply if the Maternity and Newborn Optional Benefit (5.1) is opted."
        d.li("6.4.%d" % n, "**%s (Code- %s)** %s" % (name, code, body))
        n += 1
    d.h2("6.5 Other Exclusions")
    d.items(["6.5.%d" % i for i in range(1, 7)], [
        "Out-patient treatment, unless covered under 4.2, 4.3 or 4.12.",
        "Spectacles, contact lenses, hearing aids and cochlear implants (other than as part of a covered "
        "in-patient surgery).",
        "Items listed in Annexure A (List I - items for which no payment is made).",
        "War, terrorism involving nuclear, biological or chemical agents, and radioactive contamination.",
        "Treatment taken outside India.",
        "Intentional self-inflicted injury."])

    d.h1("Section 7. General Terms and Conditions")
    gtc = [
        ("Disclosure of Information", "The Policy shall be void and all premium paid thereon shall be forfeited "
                                      "to Us in the event of misrepresentation, mis-description or "
                                      "non-disclosure of any material fact by the policyholder."),
        ("Condition Precedent to Admission of Liability", "The terms and conditions of the Policy must be "
                                                          "fulfilled by the Insured Person for Us to make any "
                                                          "payment for claim(s) arising under the Policy."),
        ("Free Look Period", "You have 30 days from the date You receive the Policy document to review it. If "
                             "You do not agree with its terms, You may return it stating the reasons, and We will "
                             "refund the premium after deducting the proportionate risk premium for the days of "
                             "cover, the cost of medical tests and stamp duty, provided no claim has been made. "
                             "This is available only at the start of the first Policy, not on renewal or "
                             "portability within Our products."),
        ("Premium Payment in Instalments", "You may pay the premium in monthly, quarterly or half-yearly "
                                           "instalments, as shown in the Policy Schedule. If an instalment is "
                                           "not paid on the due date, a Grace Period of 15 days applies for "
                                           "monthly instalments and 30 days for other instalments. No interest "
                                           "is charged. Claims admitted during the Policy Year will be settled "
                                           "after the balance instalments for that year are recovered."),
        ("Renewal", "The Policy is renewable for life, except on grounds of fraud, misrepresentation or "
                    "non-disclosure. A Grace Period of 30 days is allowed for renewal of an annually paid Policy; "
                    "coverage is not available for the period for which no premium is received, but continuity "
                    "of waiting periods is kept. If the Policy is not renewed within the Grace Period, it ends "
                    "and the Booster is lost."),
        ("Cancellation", "You can cancel the Policy at any time with 7 days' notice. We will refund premium on "
                         "a pro-rata basis for the unexpired term if no claim has been paid. We can cancel only "
                         "for established fraud, non-disclosure or non-cooperation, with 15 days' notice."),
        ("Portability and Migration", "You may port this Policy to another insurer or migrate to another of "
                                      "Our products by applying at least 15 days before, and not earlier than "
                                      "60 days before, the renewal date. Credit for waiting periods is given to "
                                      "the extent of the prior sum insured."),
        ("Moratorium Period", "After completion of sixty continuous months of coverage (including portability "
                              "and migration), no policy and claim shall be contestable by the insurer on "
                              "grounds of non-disclosure or misrepresentation, except on grounds of established "
                              "fraud."),
        ("Multiple Policies", "If You hold more than one indemnity policy, You may choose which insurer settles "
                              "the claim; the chosen insurer settles without applying contribution."),
        ("Fraud", "If any claim is fraudulent, or any false statement or fraudulent means is used to obtain a "
                  "benefit, all benefits under this Policy and the premium shall be forfeited, and any amount "
                  "already paid shall be repaid to Us."),
        ("Claim Settlement", "We shall settle or reject a claim within 15 days of receipt of the last necessary "
                             "document. For delay, We pay interest at 2% above the bank rate."),
        ("Nomination", "You shall nominate a person to receive claim amounts in the event of Your death."),
    ]
    for i, (k, v) in enumerate(gtc, 1):
        d.li("7.%d" % i, "**%s:** %s" % (k, v))

    d.h1("Section 8. How to Make a Claim")
    d.h2("8.1 Intimation")
    d.p("Please call Us on Our 24x7 helpline or write to Us:")
    d.items(["a)", "b)"], [
        "for a planned admission, at least 72 hours before the admission;",
        "for an emergency admission, within 48 hours of admission or before discharge, whichever is earlier."])
    d.h2("8.2 Cashless")
    d.p("Show Your health card at a network hospital. The hospital sends the pre-authorisation form to Us. We "
        "will decide a cashless request within 1 hour and the final discharge authorisation within 3 hours of "
        "receiving the hospital's request.")
    d.h2("8.3 Reimbursement")
    d.p("Send the claim form, original bills with itemised break-up, payment receipts, discharge summary, "
        "investigation reports, prescriptions, and the medico-legal certificate or FIR in accident cases, within "
        "30 days of discharge. Post-hospitalisation bills may be sent within 15 days of completing the "
        "treatment.")

    d.h1("Section 9. Grievance Redressal")
    d.p("If You have a grievance, contact Us through the website, e-mail, the toll-free number or any branch. We "
        "will acknowledge it at once and resolve it within 14 days. If You are not satisfied, You may write to "
        "Our Grievance Redressal Officer, and thereafter approach the Insurance Ombudsman (Annexure B) or lodge "
        "the complaint on the Bima Bharosa portal of IRDAI.")

    d.h1("Annexure A - List I: Items for which no payment is made")
    half = (len(LIST_I) + 1) // 2
    d.items(["%d." % (i + 1) for i in range(len(LIST_I))], LIST_I)

    d.h1("Annexure B - Insurance Ombudsman")
    for a, b, c in OMBUDSMAN:
        d.li("", "**%s** - %s. Jurisdiction: %s." % (a, b, c))

    path = os.path.join(HERE, B_STEM + ".pdf")
    n = d.build(path, B_INS, "Regal Health | UIN: " + B_UIN,
                [B_INS + " (formerly Max Bupa Health Insurance Company Limited)",
                 "Product: Regal Health  |  UIN: " + B_UIN + "  |  Customer care: 1860-500-8888"],
                "Synthetic test wording – not an insurance product")
    return path, n


if __name__ == "__main__":
    for f in (wording_a, wording_b):
        p, n = f()
        print(p, n, "pages")
